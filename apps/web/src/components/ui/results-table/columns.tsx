import { AmountText } from '../amount-text';
import { formatAmount, formatApiDateTime, formatRate, formatYmd } from '../../../lib/format';
import type { CellValue } from './table-model';
import type { ResultsColumn } from './types';

type Pick<Row> = (row: Row) => string | number | null | undefined;
const str = (value: CellValue) => (value === null || value === undefined ? null : String(value));

/**
 * Column builders for the formats of spec §9. Each sets the kind (how it sorts and exports),
 * the text (what search and filters match) and, for amounts, the red/green rendering.
 */
export function textColumn<Row>(id: string, header: string, pick: Pick<Row>, format?: (value: CellValue, row: Row) => string): ResultsColumn<Row> {
  return { id, header, kind: 'text', value: pick, format };
}

/** 2 decimals, thousands commas; negatives red with their minus sign, others green. */
export function amountColumn<Row>(id: string, header: string, pick: Pick<Row>): ResultsColumn<Row> {
  return {
    id,
    header,
    kind: 'amount',
    align: 'right',
    value: pick,
    format: (value) => formatAmount(str(value)),
    render: (row) => <AmountText value={str(pick(row))} />,
  };
}

export function rateColumn<Row>(id: string, header: string, pick: Pick<Row>): ResultsColumn<Row> {
  return { id, header, kind: 'rate', align: 'right', value: pick, format: (value) => formatRate(str(value)) };
}

export function numberColumn<Row>(id: string, header: string, pick: (row: Row) => number | null | undefined): ResultsColumn<Row> {
  return { id, header, kind: 'number', align: 'right', value: pick };
}

/** YYYYMMDD -> DD/MM/YYYY (or any other text formatter, for dates that arrive otherwise). */
export function dateColumn<Row>(id: string, header: string, pick: Pick<Row>, format: (value: string | null) => string = formatYmd): ResultsColumn<Row> {
  return { id, header, kind: 'date', value: pick, format: (value) => format(str(value)) };
}

/** 'YYYY-MM-DD HH:mm:ss' -> DD/MM/YYYY HH:mm:ss. */
export function dateTimeColumn<Row>(id: string, header: string, pick: Pick<Row>): ResultsColumn<Row> {
  return { id, header, kind: 'datetime', value: pick, format: (value) => formatApiDateTime(str(value)) };
}
