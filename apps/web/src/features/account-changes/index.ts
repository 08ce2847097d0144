export { AccountChangesView } from './components/account-changes-view';
