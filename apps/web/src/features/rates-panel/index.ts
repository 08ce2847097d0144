export { RatesPanel } from './components/rates-panel';
