export { MovementsView } from './components/movements-view';
