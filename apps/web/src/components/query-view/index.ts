export { QueryView } from './query-view';
export { QueryResults } from './query-results';
export type { ResultsConfig } from './query-results';
export { useViewAccounts, accountLabel } from './use-view-accounts';
export { chosenOrAll, fromEndpoint } from './from-endpoint';
export type { HeaderCard, QueryField, QueryFormValues, QueryViewConfig, SearchContext } from './types';
