export { TotalDebtView } from './components/total-debt-view';
export { ScheduleView } from './components/schedule-view';
