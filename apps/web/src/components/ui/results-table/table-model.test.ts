import { describe, expect, it } from 'vitest';
import { computeTable, initialTableState, nextSort, paginate, searchRows, sortRows } from './table-model';
import type { ModelColumn } from './table-model';

interface Row {
  name: string;
  amount: number | null;
  code: string;
}

const columns: ModelColumn<Row>[] = [
  { id: 'name', value: (r) => r.name },
  { id: 'amount', value: (r) => r.amount, format: (v) => (v === null ? '' : `$${String(v)}`) },
  { id: 'code', value: (r) => r.code },
];

const rows: Row[] = [
  { name: 'Pérez', amount: 10, code: 'A2' },
  { name: 'alonso', amount: -5, code: 'A10' },
  { name: 'Zayas', amount: null, code: 'A1' },
  { name: 'BETANCOURT', amount: 10, code: 'B1' },
];

describe('search', () => {
  it('is case- and accent-insensitive across all columns', () => {
    expect(searchRows(rows, columns, 'PEREZ').map((r) => r.name)).toEqual(['Pérez']);
    expect(searchRows(rows, columns, 'bet').map((r) => r.name)).toEqual(['BETANCOURT']);
    expect(searchRows(rows, columns, '  ').length).toBe(4);
  });

  it('matches the formatted text', () => {
    expect(searchRows(rows, columns, '$-5').map((r) => r.name)).toEqual(['alonso']);
  });
});

describe('sort', () => {
  it('sorts text ignoring case, numbers numerically, and keeps blanks last', () => {
    expect(sortRows(rows, columns, { columnId: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['alonso', 'BETANCOURT', 'Pérez', 'Zayas']);
    expect(sortRows(rows, columns, { columnId: 'amount', direction: 'desc' }).map((r) => r.name)).toEqual(['Pérez', 'BETANCOURT', 'alonso', 'Zayas']);
    expect(sortRows(rows, columns, { columnId: 'code', direction: 'asc' }).map((r) => r.code)).toEqual(['A1', 'A2', 'A10', 'B1']);
  });

  it('is stable for equal values', () => {
    expect(sortRows(rows, columns, { columnId: 'amount', direction: 'asc' }).map((r) => r.name)).toEqual(['alonso', 'Pérez', 'BETANCOURT', 'Zayas']);
  });

  it('cycles asc, desc, none', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ columnId: 'name', direction: 'asc' });
    expect(nextSort(asc, 'name')).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort(asc, 'code')).toEqual({ columnId: 'code', direction: 'asc' });
  });
});

describe('paginate and compute', () => {
  const many = Array.from({ length: 25 }, (_, i) => ({ name: `n${i}`, amount: i, code: String(i) }));

  it('slices pages and clamps the page number', () => {
    expect(paginate(many, 2, 10).rows.length).toBe(5);
    expect(paginate(many, 9, 10).page).toBe(2);
    expect(paginate([], 3, 10)).toEqual({ rows: [], page: 0 });
  });

  it('searches, sorts and pages in one pure call without touching its input', () => {
    const input = [...many];
    const view = computeTable(input, columns, { ...initialTableState, search: 'n1', sort: { columnId: 'amount', direction: 'desc' } });
    expect(view.total).toBe(11);
    expect(view.pageRows.map((r) => r.amount)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    expect(input).toEqual(many);
  });
});
