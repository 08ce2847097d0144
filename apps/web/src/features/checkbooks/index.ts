export { ChecksNotIssuedView } from './components/checks-not-issued-view';
