export { QueryView, queryView } from './query-view';
export { TableView } from './table-view';
export type { ResultsConfig } from './query-results';
export { useViewAccounts, viewAccountsQuery, accountLabel } from './use-view-accounts';
export { accountsAndDates, callAsUser, chosenOrAll, runQuery } from './from-endpoint';
export { queryViewConfig } from './types';
export type { FieldOption, InputFn, OptionLabel, QueryField, QueryFormValues, QueryViewConfig, ScreenExtras, SearchContext } from './types';
