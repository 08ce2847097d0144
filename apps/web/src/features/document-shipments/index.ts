export { DocumentShipmentsView } from './components/document-shipments-view';
