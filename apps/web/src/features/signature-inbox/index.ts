export { SignatureInboxView } from './components/signature-inbox-view';
