import type { ReactNode } from 'react';
import type { GroupBy, ModelColumn } from './table-model';

export interface ResultsColumn<Row> extends ModelColumn<Row> {
  /** Catalogue key of the header, with its namespace ("accounts:balance.columns.account"). */
  header: string;
  align?: 'left' | 'right' | 'center';
  /** Custom cell content (colour, icons); the formatted text is still what search matches. */
  render?: (row: Row) => ReactNode;
  /** Long free text (a bank's notice, goods): wraps in a readable width instead of widening the table. */
  wrap?: boolean;
}

export interface ResultsGroupBy<Row> extends GroupBy<Row> {
  /** The group header's text, from the group's first row (already translated). */
  label: (row: Row) => string;
}

/** A footer row under the table (totals): a label, then cells by column id. */
export interface SummaryRow {
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
}
