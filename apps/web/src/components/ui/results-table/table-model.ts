/**
 * The results table's data logic, kept free of React so it can be tested and measured on
 * its own: a pure function of (rows, columns, state). Later steps (column filters,
 * grouping) extend `TableState` and `computeTable` without touching the component.
 */

export type CellValue = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface TableState {
  search: string;
  sort: SortState | null;
  page: number;
  pageSize: number;
}

export interface ModelColumn<Row> {
  id: string;
  /** The raw value: what sorting compares. */
  value: (row: Row) => CellValue;
  /** The text a person reads: what searching matches. Defaults to the raw value as text. */
  format?: (value: CellValue, row: Row) => string;
  /** Orders two raw values; the default handles numbers and text (numeric-aware). */
  compare?: (a: CellValue, b: CellValue) => number;
}

export interface TableView<Row> {
  /** Rows of the current page. */
  pageRows: Row[];
  /** Rows matching the search, across all pages. */
  total: number;
  /** The page actually shown, pulled back when the search leaves fewer pages. */
  page: number;
}

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const initialTableState: TableState = { search: '', sort: null, page: 0, pageSize: DEFAULT_PAGE_SIZE };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Lower-cased and without accents, so "perez" finds "Pérez" as well as "PEREZ". */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
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
  return collator.compare(String(a), String(b));
}

export function searchRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], search: string): Row[] {
  const needle = normalizeText(search.trim());
  if (!needle) return [...rows];
  return rows.filter((row) => columns.some((column) => normalizeText(cellText(column, row)).includes(needle)));
}

/** Stable sort; blank values always go last whatever the direction. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return [...rows];
  const compare = column.compare ?? defaultCompare;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((x, y) => {
      const xBlank = isBlank(x.value);
      const yBlank = isBlank(y.value);
      if (xBlank || yBlank) return xBlank === yBlank ? x.index - y.index : xBlank ? 1 : -1;
      return compare(x.value, y.value) * factor || x.index - y.index;
    })
    .map((entry) => entry.row);
}

export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): { rows: Row[]; page: number } {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: rows.slice(shown * pageSize, shown * pageSize + pageSize), page: shown };
}

export function computeTable<Row>(rows: readonly Row[], columns: readonly ModelColumn<Row>[], state: TableState): TableView<Row> {
  const matching = searchRows(rows, columns, state.search);
  const sorted = sortRows(matching, columns, state.sort);
  const { rows: pageRows, page } = paginate(sorted, state.page, state.pageSize);
  return { pageRows, total: sorted.length, page };
}

/** Clicking a header cycles ascending -> descending -> unsorted; another column starts ascending. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
