// Times the results table's model (the contract's, which the web app and the gateway's exports
// share) on generated data, in Node. Exports are timed by bench/exports.ts.
// Not a test: it prints one JSON line per figure ({"name", "ms", "rows", ...}) and exits 0.
// Usage: npm run bench:table
import { performance } from 'node:perf_hooks';
import { computeTable, filterRows, formatAmount, formatYmd, initialTableState, normalizeText, sortRows, textCollator, type ModelColumn } from '@bel/contract/tables';

interface Row {
  account: string;
  holder: string;
  narrative: string;
  amount: string;
  date: string;
}

/** A small deterministic PRNG (mulberry32), so every run measures the same data. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOLDERS = ['Importadora Caribe S.A.', 'Servicios Turísticos del Sol S.A.', 'Núñez y Asociados', 'Pérez Hermanos', 'Comercializadora Ibáñez', 'Acosta Logística'];
const NARRATIVES = ['Pago a proveedor', 'Transferencia recibida', 'Depósito en efectivo', 'Pago de impuestos', 'Cobro a cliente', 'Compra de divisas'];

function generate(count: number): Row[] {
  const random = prng(20260311);
  return Array.from({ length: count }, (_, i) => {
    const cents = Math.floor(random() * 2_000_000_00) - 1_000_000_00;
    const abs = Math.abs(cents);
    return {
      account: `0300001001${String(100000 + (i % 5000)).slice(1)}1`,
      holder: HOLDERS[Math.floor(random() * HOLDERS.length)] ?? '',
      narrative: `${NARRATIVES[i % NARRATIVES.length] ?? ''} ${i}`,
      amount: `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`,
      date: `2026${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    };
  });
}

// The same columns a screen declares (the React-free part: value, text, kind).
const columns: ModelColumn<Row>[] = [
  { id: 'account', kind: 'text', value: (r) => r.account },
  { id: 'holder', kind: 'text', value: (r) => r.holder },
  { id: 'narrative', kind: 'text', value: (r) => r.narrative },
  { id: 'amount', kind: 'amount', value: (r) => r.amount, format: (v) => formatAmount(v === null || v === undefined ? null : String(v)) },
  { id: 'date', kind: 'date', value: (r) => r.date, format: (v) => formatYmd(v === null || v === undefined ? null : String(v)) },
];

function emit(name: string, ms: number, rows: number, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ name, ms: Math.round(ms * 10) / 10, rows, ...extra }));
}

/** Median of `runs` timings; `prepare` runs untimed before each. */
async function time(runs: number, fn: () => unknown, prepare?: () => void): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    prepare?.();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

const N = 100_000;
const rows = generate(N);

// Sorting: the model (decorate once, one collator / exact decimal order, stable) against a
// plain sort with the same collator.
emit('model.sort.text', await time(5, () => sortRows(rows, columns, { columnId: 'holder', direction: 'asc' })), N);
emit('plain.sort.text.collator', await time(5, () => [...rows].sort((a, b) => textCollator().compare(a.holder, b.holder))), N);
emit('model.sort.amount', await time(5, () => sortRows(rows, columns, { columnId: 'amount', direction: 'desc' })), N);
emit('plain.sort.amount.number', await time(5, () => [...rows].sort((a, b) => Number(b.amount) - Number(a.amount))), N);
emit('plain.sort.amount.collator', await time(5, () => [...rows].sort((a, b) => textCollator().compare(b.amount, a.amount))), N);

// Searching: the first search builds each row's normalised texts (cached per row), later
// ones reuse them. The plain filter normalises every cell on every search.
const fresh = () => rows.map((row) => ({ ...row }));
let cold = fresh();
emit('model.search.cold', await time(3, () => filterRows(cold, columns, 'perez'), () => (cold = fresh())), N);
filterRows(rows, columns, 'warm-up');
emit('model.search.warm', await time(5, () => filterRows(rows, columns, 'perez')), N);
emit('model.filter.column.warm', await time(5, () => filterRows(rows, columns, '', { amount: '-1', date: '/03/' })), N);
const needle = normalizeText('perez');
emit('plain.filter.normalize', await time(3, () => rows.filter((row) => columns.some((column) => normalizeText(String(column.format ? column.format(column.value(row), row) : column.value(row))).includes(needle)))), N);
emit('plain.filter.lowercase', await time(5, () => rows.filter((row) => row.holder.toLowerCase().includes('perez') || row.narrative.toLowerCase().includes('perez'))), N);
emit(
  'model.computeTable.search+filter+sort+page',
  await time(5, () => computeTable(rows, columns, { ...initialTableState, search: 'pago', filters: { date: '2026' }, sort: { columnId: 'amount', direction: 'asc' }, pageSize: 30 })),
  N,
);
