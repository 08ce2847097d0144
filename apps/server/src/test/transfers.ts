import { sql } from 'drizzle-orm';
import { SIGNING_PIN_HEADER } from '@bel/contract';
import { testApp, type TestApp } from './test-app.js';
import { client } from './client.js';
import { TEST_API_KEY } from './constants.js';
import { DEMO_PIN } from '../seed/demo-bank.js';

// Shared by the transfer tests: the demo accounts, a form, and a caller with the extra headers.
export const CUP = '0300001001000101';
export const CUP2 = '0300001001000201';
export const USD = '0300001001000302';
export const EUR = '0300001001000403';
export const SOL_CUP = '0300002002000101';
export const SOL_USD = '0300002002000202';
/** Not one of the bank's branch codes: another bank's account, reached through clearing. */
export const OTHER_BANK = '1200000000004401';
export const SECOND_SIGNER = 'maria.fernandez@caribe.example';
/** TEST_NOW's day, a Wednesday. */
export const TODAY = '20260311';

export const credit = (o: object = {}) => ({ ownAccount: false, cuenta_credito: SOL_CUP, titular: 'Servicios Turísticos del Sol S.A.', importe: '1500.00', moneda: 'CUP', detalles: 'Pago factura 123', ...o });
export const form = (o: object = {}) => ({ traspaso_id: 0, negociador: 'aperez', fecha: TODAY, tipoCuenta: 'Débito', cuenta_debito: CUP, creditos: [credit()], ...o });

export interface Outcome {
  error: number;
  respuesta: string;
  traspaso_id: number;
  id_transaccion: string;
  estado: string;
  estado_id: number;
  firmas?: number;
  numero_firmas?: number;
}
export interface Row {
  traspaso_id: number;
  linea: number;
  creditos: number;
  referencia: string;
  fecha: string;
  cuenta_debito: string;
  cuenta_credito: string;
  ownAccount: boolean;
  titular: string;
  importe: string;
  moneda: string;
  detalles: string;
  importe_total: string;
  estado: string;
  estado_id: number;
  respuesta: string | null;
  id_bloque: string | null;
  negociador: string;
  firmante: string;
  es_firmante: number;
  firmas: number;
  numero_firmas: number;
  tipoCuenta: string;
}
export type Answer<T = { data: [Outcome] }> = { status: number; body: T & { message?: string; field?: string; statusCode?: number; issues?: { field: string; message: string }[] } };

/** Signs the given people in and answers a caller that adds the signing PIN and an idempotency key when asked. */
export async function transferClient(t: TestApp, people: string[]) {
  const api = client(t.app);
  const tokens: Record<string, string> = {};
  for (const who of people) tokens[who] = await api.signIn(who);
  async function call<T = { data: [Outcome] }>(who: string, name: string, body?: unknown, opts: { pin?: string | null; key?: string; path?: string; ip?: string } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${tokens[who]}` };
    if (opts.pin !== null && name === 'transfer_request_authorize') headers[SIGNING_PIN_HEADER] = opts.pin ?? DEMO_PIN;
    if (opts.key) headers['idempotency-key'] = opts.key;
    // Seen as the client's address when the app trusts loopback as its proxy.
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    const res = await t.app.inject({ method: 'POST', url: `/api${opts.path ?? `/requests/transfer/${name}`}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : {} };
  }
  /** What a signer's form shows for a transfer (or batch) and sends back to authorise it. */
  async function shownOf(id: number) {
    const listed = async (name: string) => (await call<{ data: Row[] }>(people[0]!, name, { start: 0, limit: 10000 })).body.data.filter((r) => r.traspaso_id === id);
    const rows = await listed('transfer_request_list');
    return shownFromRows(rows.length > 0 ? rows : await listed('transfer_multiple_request_list'));
  }
  return { api, tokens, call, shownOf, signIn: async (who: string) => (tokens[who] = await api.signIn(who)) };
}

export type TransferCaller = Awaited<ReturnType<typeof transferClient>>;

/** A fresh app on its own demo bank and a transfer caller with these people signed in (the first lists). */
export async function transferSetup(people: string[], overrides: Parameters<typeof testApp>[0] = {}) {
  const t = await testApp(overrides);
  return { t, c: await transferClient(t, people) };
}

/** The authorise body of a transfer, rebuilt from its list rows, as the signer's form sends it. */
export function shownFromRows(rows: Row[]) {
  const [first] = rows;
  if (!first) throw new Error('no rows');
  return {
    id: first.traspaso_id,
    fecha: first.fecha,
    tipoCuenta: first.tipoCuenta,
    cuenta_debito: first.cuenta_debito,
    ...(first.id_bloque ? { idbloque: first.id_bloque } : {}),
    creditos: rows.map((r) => ({ ownAccount: r.ownAccount, cuenta_credito: r.cuenta_credito, titular: r.titular, importe: r.importe, moneda: r.moneda, detalles: r.detalles })),
  };
}

export const count = async (t: TestApp, table: string, where = sql`true`) => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)} where ${where}`)).rows[0]!.n);

/** Current and available balances in minor units, by account number. */
export async function balancesOf(t: TestApp, numbers: string[]): Promise<Record<string, { current: bigint; available: bigint }>> {
  const rows = await t.db.execute<{ number: string; current: string; held: string }>(sql`
    select a.number,
           coalesce((select sum(p.amount_minor) from postings p where p.account_id = a.id), 0)::text as current,
           coalesce((select sum(h.amount_minor) from holds h where h.account_id = a.id and h.released_at is null), 0)::text as held
      from ledger_accounts a where a.number in (${sql.join(numbers.map((n) => sql`${n}`), sql`, `)})`);
  return Object.fromEntries(rows.rows.map((r) => [r.number.trim(), { current: BigInt(r.current), available: BigInt(r.current) - BigInt(r.held) }]));
}
