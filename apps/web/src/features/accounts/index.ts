export { AccountBalanceView } from './components/account-balance-view';
export { balancesQuery } from './api/account-balance-queries';
