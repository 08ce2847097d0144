/**
 * The results table's data logic, kept free of React so it can be tested and measured on
 * its own: a pure function of (rows, columns, state). It has to stay quick at 10,000 rows
 * and more, hence: every row's normalised cell texts are computed once per rows array and
 * column set (WeakMap cache), sort keys once per sort, text is ordered by one shared
 * `Intl.Collator`, amounts by a float key with an exact tie-break, and only the current page
 * is handed to React.
 */
import { compareDecimal } from './format.js';

export type CellValue = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';

/**
 * How a column's raw value is ordered (and exported): decimal strings (`amount`, `rate`)
 * numerically and exactly, YYYYMMDD / 'YYYY-MM-DD HH:mm:ss' strings (`date`, `datetime`) as
 * they are, `text` with the collator.
 */
export type ColumnKind = 'text' | 'amount' | 'rate' | 'number' | 'date' | 'datetime';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface TableState {
  search: string;
  sort: SortState | null;
  page: number;
  pageSize: number;
  /** Column id -> substring typed in that column's filter. */
  filters: Readonly<Record<string, string>>;
}

export interface ModelColumn<Row> {
  id: string;
  /** The raw value: what sorting compares. */
  value: (row: Row) => CellValue;
  /** The text a person reads: what searching matches. Defaults to the raw value as text. */
  format?: (value: CellValue, row: Row) => string;
  kind?: ColumnKind;
  /** Orders two raw values; overrides the order the kind gives. */
  compare?: (a: CellValue, b: CellValue) => number;
}

/** Rows fall into groups by this key; groups are ordered by key, rows keep the sort inside them. */
export interface GroupBy<Row> {
  key: (row: Row) => string;
}

export type TableItem<Row> = { type: 'group'; key: string; count: number; first: Row } | { type: 'row'; row: Row };

export interface TableView<Row> {
  /** Rows of the current page. */
  pageRows: Row[];
  /** The current page with group headers where a group starts (or the page starts mid-group). */
  items: TableItem<Row>[];
  /** Rows matching search and filters, across all pages. */
  total: number;
  /** The page actually shown, pulled back when the search leaves fewer pages. */
  page: number;
}

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const initialTableState: TableState = { search: '', sort: null, page: 0, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

let sharedCollator: Intl.Collator | undefined;

/**
 * One collator for every text comparison: creating one per compare is what makes sorts slow.
 * Made at the first comparison, not as the module loads: making it reads the collation data,
 * about 20 ms of a signed-in page's start, before its first paint, for tables that open unsorted.
 */
export function textCollator(): Intl.Collator {
  sharedCollator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return sharedCollator;
}

/** Lower-cased and without accents, so "perez" finds "Pérez" as well as "PEREZ". */
export function normalizeText(text: string): string {
  // Plain ASCII (most cells: numbers, dates, codes) needs no Unicode decomposition.
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function cellText<Row>(column: ModelColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (column.format) return column.format(value, row);
  return value === null || value === undefined ? '' : String(value);
}

function isBlank(value: CellValue): boolean {
  return value === null || value === undefined || value === '';
}

export function defaultCompare(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textCollator().compare(String(a), String(b));
}

// The normalised text of every cell of every row, computed once per (rows array, column
// set) and kept in a WeakMap keyed by the caller's arrays, so it goes when they do. Keying by
// the array rather than by each row keeps 100,000 rows to one cache entry (a WeakMap with a
// key per row costs more than the texts themselves). A language change builds new columns.
interface TextIndex {
  /** Each row's cells joined by a character no one types, so one `includes` searches them all. */
  all: string[];
  /** Where each cell starts in its row's text: row i, column c at [i * (columns + 1) + c]. */
  offsets: Int32Array;
}
const SEPARATOR = '\u0000';
const textCache = new WeakMap<readonly unknown[], WeakMap<readonly ModelColumn<never>[], TextIndex>>();

/** The normalised text of every cell of a row. */
export function rowTexts<Row>(row: Row, columns: readonly ModelColumn<Row>[]): readonly string[] {
  return columns.map((column) => normalizeText(cellText(column, row)));
}

export function textIndex<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[]): TextIndex {
  const key = columns as readonly ModelColumn<never>[];
  let perColumns = textCache.get(rows);
  if (!perColumns) {
    perColumns = new WeakMap();
    textCache.set(rows, perColumns);
  }
  let index = perColumns.get(key);
  if (!index) {
    const stride = columns.length + 1;
    const offsets = new Int32Array(rows.length * stride);
    const all = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const cells = rowTexts(rows[i] as Row, columns);
      let at = 0;
      for (let c = 0; c < cells.length; c++) {
        offsets[i * stride + c] = at;
        at += (cells[c] ?? '').length + 1;
      }
      offsets[i * stride + cells.length] = at;
      all[i] = cells.join(SEPARATOR);
    }
    index = { all, offsets };
    perColumns.set(key, index);
  }
  return index;
}

/** Case- and accent-insensitive search across every column, and substring filters per column. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], search: string, filters: Readonly<Record<string, string>> = {}): Row[] {
  const needle = normalizeText(search.trim()).replaceAll(SEPARATOR, '');
  const active = columns
    .map((column, index) => ({ index, needle: normalizeText((filters[column.id] ?? '').trim()).replaceAll(SEPARATOR, '') }))
    .filter((filter) => filter.needle !== '');
  if (!needle && active.length === 0) return [...rows];
  const { all, offsets } = textIndex(rows, columns);
  const stride = columns.length + 1;
  return rows.filter((_row, i) => {
    const text = all[i] ?? '';
    for (const filter of active) {
      // The needle must lie inside the cell: found at or after its start, ending before its end.
      const start = offsets[i * stride + filter.index] ?? 0;
      const end = (offsets[i * stride + filter.index + 1] ?? 0) - 1;
      const at = text.indexOf(filter.needle, start);
      if (at < 0 || at + filter.needle.length > end) return false;
    }
    return !needle || text.includes(needle);
  });
}

export function searchRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], search: string): Row[] {
  return filterRows(rows, columns, search);
}

interface Keyed<Row> {
  row: Row;
  index: number;
  value: CellValue;
  /** A float that orders like the exact decimal (parseFloat is monotonic); ties are settled exactly. */
  num: number;
}

function comparatorFor<Row>(column: ModelColumn<Row>): (x: Keyed<Row>, y: Keyed<Row>) => number {
  if (column.compare) {
    const compare = column.compare;
    return (x, y) => compare(x.value, y.value);
  }
  switch (column.kind) {
    case 'amount':
    case 'rate':
      return (x, y) => x.num - y.num || compareDecimal(String(x.value), String(y.value));
    case 'number':
      return (x, y) => x.num - y.num;
    case 'date':
    case 'datetime': {
      // Both are fixed-width digit strings: code-unit order is date order.
      return (x, y) => {
        const a = String(x.value);
        const b = String(y.value);
        return a < b ? -1 : a > b ? 1 : 0;
      };
    }
    default:
      return (x, y) => defaultCompare(x.value, y.value);
  }
}

/** Stable sort; blank values always go last whatever the direction. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return [...rows];
  const numeric = column.kind === 'amount' || column.kind === 'rate' || column.kind === 'number';
  const compare = comparatorFor(column);
  const factor = sort.direction === 'asc' ? 1 : -1;
  const keyed: Keyed<Row>[] = new Array<Keyed<Row>>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as Row;
    const value = column.value(row);
    keyed[index] = { row, index, value, num: numeric && !isBlank(value) ? Number(value) : 0 };
  }
  keyed.sort((x, y) => {
    const xBlank = isBlank(x.value);
    const yBlank = isBlank(y.value);
    if (xBlank || yBlank) return xBlank === yBlank ? x.index - y.index : xBlank ? 1 : -1;
    return compare(x, y) * factor || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/** Rows gathered by group (groups in key order), keeping the given order inside each group. */
export function groupRows<Row>(rows: readonly Row[], groupBy: GroupBy<Row>): { rows: Row[]; counts: Map<string, number> } {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = groupBy.key(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const keys = [...groups.keys()].sort((a, b) => textCollator().compare(a, b));
  const counts = new Map<string, number>();
  const out: Row[] = [];
  for (const key of keys) {
    const list = groups.get(key) ?? [];
    counts.set(key, list.length);
    for (const row of list) out.push(row);
  }
  return { rows: out, counts };
}

export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): { rows: Row[]; page: number } {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: rows.slice(shown * pageSize, shown * pageSize + pageSize), page: shown };
}

/** All matching rows in display order (search, filters, sort, grouping): what an export writes. */
export function orderedRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], state: TableState, groupBy?: GroupBy<Row>): { rows: Row[]; counts: Map<string, number> | null } {
  const matching = filterRows(rows, columns, state.search, state.filters);
  const sorted = sortRows(matching, columns, state.sort);
  if (!groupBy) return { rows: sorted, counts: null };
  return groupRows(sorted, groupBy);
}

export function computeTable<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], state: TableState, groupBy?: GroupBy<Row>): TableView<Row> {
  const { rows: ordered, counts } = orderedRows(rows, columns, state, groupBy);
  const { rows: pageRows, page } = paginate(ordered, state.page, state.pageSize);
  const items: TableItem<Row>[] = [];
  let currentGroup: string | null = null;
  for (const row of pageRows) {
    if (groupBy && counts) {
      const key = groupBy.key(row);
      if (key !== currentGroup) {
        items.push({ type: 'group', key, count: counts.get(key) ?? 0, first: row });
        currentGroup = key;
      }
    }
    items.push({ type: 'row', row });
  }
  return { pageRows, items, total: ordered.length, page };
}

/** Clicking a header cycles ascending -> descending -> unsorted; another column starts ascending. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
