export { QueryView } from './query-view';
export { TableView } from './table-view';
export type { ResultsConfig } from './query-results';
export { useViewAccounts, accountLabel } from './use-view-accounts';
export { accountsAndDates, chosenOrAll, fromEndpoint, twoStepSearch } from './from-endpoint';
export type { FieldOption, HeaderCard, OptionLabel, QueryField, QueryFormValues, QueryViewConfig, SearchContext, SearchFn } from './types';
