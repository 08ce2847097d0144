export { RatesPanel } from './components/rates-panel';
export { ratesQueryKey } from './api/rates';
