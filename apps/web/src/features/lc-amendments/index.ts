export { LcAmendmentsView } from './components/lc-amendments-view';
