import type { LayoutColumn, LayoutGroupBy } from '@bel/contract/tables';
import type { ReactNode } from 'react';

/** A layout's column (the contract's, ADR 0035) plus what only a screen does with it. */
export interface ResultsColumn<Row> extends LayoutColumn<Row> {
  /** Custom cell content (colour, icons); the formatted text is still what search matches. */
  render?: (row: Row) => ReactNode;
}

export type ResultsGroupBy<Row> = LayoutGroupBy<Row>;

/** A footer row under the table (totals): a label, then cells by column id. */
export interface SummaryRow {
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
}
