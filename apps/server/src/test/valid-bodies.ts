import fc from 'fast-check';
import { api, type Endpoint } from '@bel/contract';
import { edgeNumber, oddString } from './hostile-values.js';
import { CUP, CUP2, EUR, OTHER_BANK, SOL_CUP, SOL_USD, TODAY, USD, credit, form } from './transfers.js';

/**
 * One known-valid body per call whose handler reads the database (issue 12 item 6): the demo
 * bank's accounts as Ana (Caribe) sees them. Random "plausible" bodies seldom pass these calls'
 * cross-field rules (a 30-day range, an account of the caller's company, a bank day, a balanced
 * batch), so the fuzz test mutates these one field at a time instead, and most mutants reach
 * the handler and its SQL. Only calls that do not write: a valid mutant of a save would change
 * the database legitimately, so the save's form goes to its validate-only twin, which runs the
 * same checks and queries without storing (the test's unchanged-database check stays whole).
 */
export const VALID_BODIES: ReadonlyMap<Endpoint, readonly unknown[]> = new Map<Endpoint, unknown[]>([
  [api.accounts.getMovements, [{ cuenta: CUP, startDate: '20260201', endDate: '20260303' }]],
  [api.accounts.getInfo, [{ cuentas: [CUP, USD, EUR] }]],
  [api.accounts.getStatements, [{ cuentas: [CUP, CUP2], startDate: '20260101', endDate: '20260310' }]],
  [api.accounts.getAccountChanges, [{ cuentas: [CUP, USD] }]],
  [api.accounts.getStatementsTXT, [{ cuenta: CUP, date: '20260227' }]],
  [
    api.transfers.validate,
    [
      form(),
      form({ creditos: [credit(), credit({ ownAccount: true, cuenta_credito: USD, importe: '0.01', moneda: 'USD' }), credit({ cuenta_credito: OTHER_BANK })] }),
      form({ idbloque: 'LOTE-2026-0311', creditos: Array.from({ length: 5 }, (_, i) => credit({ importe: `${i + 1}00.50` })) }),
    ],
  ],
]);

/** Dates around the edges of the calendar and of the bank's day (TEST_NOW is Wednesday 11 March 2026). */
const DATES = [TODAY, '20260310', '20260312', '20260314', '20260315', '20260101', '20260229', '20240229', '20260230', '20261301', '20260000', '19000101', '99991231', '00000000', '2026031', '202603111', '2026-03-11'];
/** Amounts at the edges: zero, negative, too many decimals, past any balance, exponent and grouping. */
const AMOUNTS = ['0', '0.00', '0.01', '-1.00', '-0.01', '0.001', '1500.5', '1500.', '.5', '00001500.00', '1,500.00', '1e3', '999999999999999.99', '9999999999999999999999999999.99', 'NaN', '١٥٠٠'];
/** Accounts: another company's, another bank's, the caller's others, and numbers that are nobody's. */
const ACCOUNTS = [SOL_CUP, SOL_USD, OTHER_BANK, CUP, CUP2, USD, EUR, '0000000000000000', '9999999999999999', '0300001001000100', '030000100100010', '03000010010001011'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in a value that a mutation can change: leaves, and arrays (to empty or repeat). */
function places(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => places(item, [...path, i]))];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => places(v, [...path, k]));
  return [path];
}

function at(value: Json, path: Path): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, value);
}

function replaced(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[path[0]!] = replaced(copy[path[0]!]!, path.slice(1), next);
  return copy as Json;
}

/** What may stand where `current` stood: odd values of its own kind mostly, so most mutants stay valid in shape. */
function replacements(current: Json): fc.Arbitrary<Json> {
  if (Array.isArray(current)) {
    const items = current.length ? current : [null];
    return fc.oneof(
      fc.constant([] as Json),
      fc.constant([...current, ...current] as Json), // every item twice: duplicate credits, accounts
      fc.integer({ min: 2, max: 60 }).map((n) => Array.from({ length: n }, (_, i) => items[i % items.length]!) as Json),
    );
  }
  if (typeof current === 'string') {
    // Odd text of any kind now and then; mostly values of the field's own kind, which the schema lets through.
    const own: fc.Arbitrary<string>[] = [fc.constant(current), fc.constant(current.toUpperCase())];
    if (/^\d{8}$/.test(current)) own.push(fc.constantFrom(...DATES));
    if (/^\d+\.\d{2}$/.test(current)) own.push(fc.constantFrom(...AMOUNTS));
    if (/^\d{16}$/.test(current)) own.push(fc.constantFrom(...ACCOUNTS));
    if (/^[A-Z]{3}$/.test(current)) own.push(fc.constantFrom('USD', 'EUR', 'CUP', 'GBP', 'XXX', 'CUC', 'usd'));
    if (own.length === 2) own.push(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.constantFrom('Zoë Øst Ελλάδα Москва ąęł', 'مرحبا', '👩‍👩‍👧‍👦 🇨🇺', "O'Brien; --", '=1+1', 'x'.repeat(300)));
    return fc.oneof({ arbitrary: fc.oneof(...own), weight: 4 }, { arbitrary: oddString, weight: 1 });
  }
  if (typeof current === 'number') return fc.oneof(edgeNumber, fc.integer({ min: 1, max: 60 }));
  if (typeof current === 'boolean') return fc.constant(!current);
  return fc.constant(null);
}

/** A known-valid body of the call with one place changed; null where the call has none. */
export function validMutant(e: Endpoint): fc.Arbitrary<unknown> | null {
  const bodies = VALID_BODIES.get(e) as Json[] | undefined;
  if (!bodies) return null;
  return fc.constantFrom(...bodies).chain((body) => fc.constantFrom(...places(body)).chain((path) => replacements(at(body, path)).map((next) => replaced(body, path, next))));
}
