export { AccountBalanceView } from './components/account-balance-view';
export { prefetchAccountBalances } from './api/account-balance-queries';
