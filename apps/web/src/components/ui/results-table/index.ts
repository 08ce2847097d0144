export { ResultsTable } from './results-table';
export type { ResultsTableProps } from './results-table';
export { DetailsDialog } from './details-dialog';
export type { DetailField } from './details-dialog';
export type { ResultsColumn } from './types';
export * from './table-model';
