import { describe, expect, it, vi } from 'vitest';
import { computeTable, filterRows, initialTableState, nextSort, paginate, rowTexts, searchRows, sortRows } from './table-model.js';
import type { GroupBy, ModelColumn } from './table-model.js';

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

describe('column filters', () => {
  it('match substrings of each column, all filters together, case- and accent-insensitive', () => {
    const filter = (filters: Record<string, string>, search = '') => filterRows(rows, columns, search, filters).map((r) => r.name);
    expect(filter({ code: 'a1' })).toEqual(['alonso', 'Zayas']);
    expect(filter({ code: 'A', name: 'EZ' })).toEqual(['Pérez']);
    expect(filter({ code: 'A' }, 'zay')).toEqual(['Zayas']);
    expect(filter({ code: '  ' })).toHaveLength(4);
    expect(filter({ unknown: 'x' })).toHaveLength(4);
  });

  it('resets nothing in the input and pages the filtered rows', () => {
    const view = computeTable(rows, columns, { ...initialTableState, filters: { name: 'a' }, pageSize: 10 });
    expect(view.total).toBe(3);
  });
});

interface Ledger {
  account: string;
  amount: string;
  date: string;
}
const ledgerColumns: ModelColumn<Ledger>[] = [
  { id: 'account', value: (r) => r.account },
  { id: 'amount', kind: 'amount', value: (r) => r.amount },
  { id: 'date', kind: 'date', value: (r) => r.date },
];

describe('amounts sort numerically and exactly', () => {
  const ledger: Ledger[] = ['100.00', '-2.50', '99.99', '1000', '-1000.01', '0.00', '9007199254740993.01', '9007199254740993.02', '-0.01'].map((amount, i) => ({ account: `A${i}`, amount, date: `202601${String(10 + i)}` }));

  it('orders decimal strings by value, beyond float precision too', () => {
    const asc = sortRows(ledger, ledgerColumns, { columnId: 'amount', direction: 'asc' }).map((r) => r.amount);
    expect(asc).toEqual(['-1000.01', '-2.50', '-0.01', '0.00', '99.99', '100.00', '1000', '9007199254740993.01', '9007199254740993.02']);
    const desc = sortRows(ledger, ledgerColumns, { columnId: 'amount', direction: 'desc' }).map((r) => r.amount);
    expect(desc).toEqual([...asc].reverse());
  });

  it('orders YYYYMMDD dates as dates', () => {
    const rows2 = [{ account: 'x', amount: '1', date: '20251231' }, { account: 'y', amount: '1', date: '20260101' }, { account: 'z', amount: '1', date: '20250101' }];
    expect(sortRows(rows2, ledgerColumns, { columnId: 'date', direction: 'desc' }).map((r) => r.date)).toEqual(['20260101', '20251231', '20250101']);
  });
});

describe('grouping', () => {
  const groupBy: GroupBy<Ledger> = { key: (r) => r.account };
  const ledger: Ledger[] = [
    { account: 'B', amount: '5', date: '20260103' },
    { account: 'A', amount: '1', date: '20260101' },
    { account: 'B', amount: '-3', date: '20260102' },
    { account: 'A', amount: '7', date: '20260104' },
    { account: 'C', amount: '2', date: '20260105' },
  ];

  it('gathers groups in key order with their counts, and sorts inside each group', () => {
    const view = computeTable(ledger, ledgerColumns, { ...initialTableState, sort: { columnId: 'amount', direction: 'desc' } }, groupBy);
    expect(view.items.map((item) => (item.type === 'group' ? `[${item.key}:${item.count}]` : item.row.amount))).toEqual(['[A:2]', '7', '1', '[B:2]', '5', '-3', '[C:1]', '2']);
    expect(view.total).toBe(5);
  });

  it('repeats the group header when a page starts inside a group', () => {
    const view = computeTable(ledger, ledgerColumns, { ...initialTableState, pageSize: 3, page: 1 }, groupBy);
    expect(view.items.map((item) => (item.type === 'group' ? `[${item.key}:${item.count}]` : item.row.amount))).toEqual(['[B:2]', '-3', '[C:1]', '2']);
  });

  it('counts only the rows that match the search', () => {
    const view = computeTable(ledger, ledgerColumns, { ...initialTableState, search: '2026010' }, groupBy);
    const counts = view.items.filter((item) => item.type === 'group').map((item) => (item.type === 'group' ? item.count : 0));
    expect(counts).toEqual([2, 2, 1]);
    expect(computeTable(ledger, ledgerColumns, { ...initialTableState, filters: { amount: '-' } }, groupBy).items).toHaveLength(2);
  });
});

describe('10,000 rows', () => {
  const names = ['Pérez', 'Gómez', 'Núñez', 'Acosta', 'Ibáñez'];
  const big = Array.from({ length: 10_000 }, (_, i) => ({
    account: `03000010010${String(i).padStart(5, '0')}`,
    amount: `${i % 7 === 0 ? '-' : ''}${(i * 37) % 100000}.${String(i % 100).padStart(2, '0')}`,
    date: `2026${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`,
    holder: names[i % names.length] ?? '',
  }));
  const cols: ModelColumn<(typeof big)[number]>[] = [...(ledgerColumns as ModelColumn<(typeof big)[number]>[]), { id: 'holder', value: (r) => r.holder }];

  it('finds exactly what a plain scan finds', () => {
    const found = filterRows(big, cols, 'NUNEZ');
    expect(found).toHaveLength(2000);
    expect(found.every((r) => r.holder === 'Núñez')).toBe(true);
    const byAmount = filterRows(big, cols, '', { amount: '-1' });
    expect(byAmount).toEqual(big.filter((r) => r.amount.startsWith('-1')));
    const both = computeTable(big, cols, { ...initialTableState, search: 'ibanez', filters: { date: '202603' }, sort: { columnId: 'amount', direction: 'asc' }, pageSize: 30 });
    const expected = big.filter((r) => r.holder === 'Ibáñez' && r.date.startsWith('202603')).sort((a, b) => Number(a.amount) - Number(b.amount));
    expect(both.total).toBe(expected.length);
    expect(both.pageRows).toEqual(expected.slice(0, 30));
  });

  it('computes each row\'s texts once per rows array and column set', () => {
    let calls = 0;
    const counted: ModelColumn<(typeof big)[number]>[] = [{ id: 'holder', value: (r) => { calls++; return r.holder; } }];
    filterRows(big, counted, 'a');
    filterRows(big, counted, 'b');
    expect(calls).toBe(10_000);
    expect(rowTexts(big[0]!, counted)).toEqual(['perez']);
  });
});

describe('the text collator', () => {
  it('is made at the first text comparison, not as the module loads, and once', async () => {
    vi.resetModules();
    const Real = Intl.Collator;
    let made = 0;
    Intl.Collator = class extends Real {
      constructor(locales?: string | string[], options?: Intl.CollatorOptions) {
        super(locales, options);
        made += 1;
      }
    } as typeof Intl.Collator;
    try {
      const model = await import('./table-model.js');
      expect(made).toBe(0);
      // Unsorted, ungrouped: what a table shows when it opens compares nothing.
      model.computeTable(rows, columns, model.initialTableState);
      expect(made).toBe(0);
      expect(model.sortRows(rows, columns, { columnId: 'code', direction: 'asc' }).map((r) => r.code)).toEqual(['A1', 'A2', 'A10', 'B1']);
      expect(model.sortRows(rows, columns, { columnId: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['alonso', 'BETANCOURT', 'Pérez', 'Zayas']);
      expect(made).toBe(1);
    } finally {
      Intl.Collator = Real;
    }
  });
});
