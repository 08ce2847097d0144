export { TransferBatchesView, TransfersView } from './components/transfers-view';
