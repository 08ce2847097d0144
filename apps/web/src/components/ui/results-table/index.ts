export { ResultsTable } from './results-table';
export type { ResultsTableProps, RowSelection } from './results-table';
export { DetailsDialog } from './details-dialog';
export type { DetailField } from './details-dialog';
export type { ResultsColumn, ResultsGroupBy, SummaryRow } from './types';
export * from './columns';
export * from './table-model';
