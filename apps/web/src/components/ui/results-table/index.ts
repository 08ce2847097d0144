export { ResultsTable } from './results-table';
export type { ResultsTableProps, RowSelection } from './results-table';
export type { DetailField } from './details-dialog';
export type { ResultsColumn, ResultsGroupBy, SummaryRow } from './types';
// The table model and the column builders are the contract's: the gateway's exports order and
// write rows with the same code the screen shows them with (ADR 0035).
export * from '@bel/contract/tables';
