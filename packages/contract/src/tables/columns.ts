import { formatAmount, formatApiDateTime, formatRate, formatYmd } from './format.js';
import type { CellValue, GroupBy, ModelColumn } from './table-model.js';

/**
 * A catalogue lookup, as i18next's `t` does it: a key with its namespace
 * ("movements:columns.amount") and interpolation values. The web app passes its own `t`, the
 * gateway one over the same catalogues, so a screen and its export say the same words.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A column of a query view: what the screen shows and what an export writes (ADR 0035). */
export interface LayoutColumn<Row> extends ModelColumn<Row> {
  /** Catalogue key of the header, with its namespace. */
  header: string;
  align?: 'left' | 'right' | 'center';
  /** Long free text (a bank's notice, goods): wraps on screen instead of widening the table. */
  wrap?: boolean;
}

/** Groups rows; `label` is the group header's text from the group's first row. */
export interface LayoutGroupBy<Row> extends GroupBy<Row> {
  label: (row: Row) => string;
}

type Pick<Row> = (row: Row) => string | number | null | undefined;
const str = (value: CellValue) => (value === null || value === undefined ? null : String(value));

// Column builders for the formats of spec §9. Each sets the kind (how it sorts and exports)
// and the text (what search and filters match, and what the PDF prints).

export function textColumn<Row>(id: string, header: string, pick: Pick<Row>, format?: (value: CellValue, row: Row) => string): LayoutColumn<Row> {
  return { id, header, kind: 'text', value: pick, ...(format ? { format } : {}) };
}

/** 2 decimals, thousands commas; the screen shows negatives red, others green. */
export function amountColumn<Row>(id: string, header: string, pick: Pick<Row>): LayoutColumn<Row> {
  return { id, header, kind: 'amount', align: 'right', value: pick, format: (value) => formatAmount(str(value)) };
}

export function rateColumn<Row>(id: string, header: string, pick: Pick<Row>): LayoutColumn<Row> {
  return { id, header, kind: 'rate', align: 'right', value: pick, format: (value) => formatRate(str(value)) };
}

export function numberColumn<Row>(id: string, header: string, pick: (row: Row) => number | null | undefined): LayoutColumn<Row> {
  return { id, header, kind: 'number', align: 'right', value: pick };
}

/** YYYYMMDD -> DD/MM/YYYY (or any other text formatter, for dates that arrive otherwise). */
export function dateColumn<Row>(id: string, header: string, pick: Pick<Row>, format: (value: string | null) => string = formatYmd): LayoutColumn<Row> {
  return { id, header, kind: 'date', value: pick, format: (value) => format(str(value)) };
}

/** 'YYYY-MM-DD HH:mm:ss' -> DD/MM/YYYY HH:mm:ss. */
export function dateTimeColumn<Row>(id: string, header: string, pick: Pick<Row>): LayoutColumn<Row> {
  return { id, header, kind: 'datetime', value: pick, format: (value) => formatApiDateTime(str(value)) };
}
