export { StatementsView } from './components/statements-view';
