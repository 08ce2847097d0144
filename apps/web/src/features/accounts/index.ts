export { AccountBalanceView } from './components/account-balance-view';
