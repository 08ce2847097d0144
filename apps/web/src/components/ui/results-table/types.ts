import type { ReactNode } from 'react';
import type { ModelColumn } from './table-model';

export interface ResultsColumn<Row> extends ModelColumn<Row> {
  /** Catalogue key of the header, with its namespace ("accounts:balance.columns.account"). */
  header: string;
  align?: 'left' | 'right' | 'center';
  /** Custom cell content (colour, icons); the formatted text is still what search matches. */
  render?: (row: Row) => ReactNode;
}
