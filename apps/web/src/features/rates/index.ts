export { RateHistoryView } from './components/rate-history-view';
