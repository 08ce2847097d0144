export { DiscrepancyView } from './components/discrepancy-view';
export { StatisticView } from './components/statistic-view';
export { SummaryView } from './components/summary-view';
export { CurrentCategoryView } from './components/current-category-view';
export { ExpirationView } from './components/expiration-view';
export { AcdpObligationsView, PaymentObligationsView } from './components/payment-obligations-view';
