export { CheckbookRequestsView } from './components/checkbook-requests-view';
