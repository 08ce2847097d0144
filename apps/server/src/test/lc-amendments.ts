import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from './client.js';
import { testApp, type TestApp } from './test-app.js';

/** Test support for the letter-of-credit amendment calls (ADR 0029). */
export const SECOND_SIGNER = 'maria.fernandez@caribe.example';
export const EVERYONE = [NEGOTIATOR, SIGNER, SECOND_SIGNER, OTHER_COMPANY, ADMIN] as const;

export interface Letter {
  LC_NUMBER: string;
  LC_TYPE: string;
  LC_CURRENCY: string;
  LC_AMOUNT: string;
  ISSUE_DATE: string;
  EXPIRY_DATE: string;
  LATEST_SHIPMENT: string | null;
  BENEFICIARY: string;
  APPLICANT_ACC: string;
  VALID: boolean;
}

export interface AmendmentRow {
  enmienda_id: number;
  referencia: string;
  cuenta: string;
  estado: number;
  nombre_estado: string;
  negociador: number;
  firmante: number;
  autorizador: number;
  p_negociador: string;
  p_firmante: string;
  numero_firmas: number;
  fichero_swift: string | null;
  respuesta: string | null;
  latestShipment: string;
  expiryDate: string;
  partyCharged: string;
}

type Out = { data: [{ error: number | boolean; respuesta: string; enmienda_id?: number }] };

/** YYYYMMDD plus days. */
export function plusDays(ymd: string, days: number): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + days));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A fresh demo bank with everyone signed in, and the amendment calls by who makes them. */
export async function amendmentApp() {
  // The bank's clock moves over days here: sessions must outlive it, idle or not (their absolute
  // lifetime too, where the configuration has one).
  const days90 = 60 * 24 * 90;
  const t: TestApp = await testApp({ sessionIdleMinutes: days90, sessionMaxMinutes: days90 } as Partial<TestApp['config']>);
  const api = client(t.app);
  const tokens: Record<string, string> = {};
  for (const who of EVERYONE) tokens[who] = await api.signIn(who);
  const call = <T = Out>(who: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app
      .inject({ method: 'POST', url: `/api/credit-letter/amendment/${path}`, headers: { 'x-api-key': 'test-api-key', authorization: `Bearer ${tokens[who]}`, ...headers }, payload: body as object })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) as T & { message?: string; field?: string; statusCode?: number } }));

  const letter = async (reference: string, who = NEGOTIATOR) => (await call<{ data: Letter[] }>(who, 'getData', { reference })).body.data[0]!;

  /** The spec's body for the letter with new dates (defaults: shipment +10 days, expiry 21 days after it). */
  const bodyFor = (l: Letter, change: Partial<Record<string, unknown>> = {}) => {
    const latestShipment = (change.latestShipment as string | undefined) ?? plusDays(l.LATEST_SHIPMENT!, 10);
    return {
      enmiendaType: 'FECHA',
      applicantAcc: l.APPLICANT_ACC,
      lcNumber: l.LC_NUMBER,
      enmiendaId: 0,
      latestShipment,
      expiryDate: plusDays(latestShipment, 21),
      usuario: [],
      registrationDate: [],
      partyCharged: 'APPL',
      ...change,
    };
  };

  const list = async (who = NEGOTIATOR) => (await call<{ data: AmendmentRow[] }>(who, 'getAll', { roles: ['21', '22'] })).body.data;
  const rowOf = async (id: number, who = NEGOTIATOR) => (await list(who)).find((r) => r.enmienda_id === id);

  /** Saves a new amendment (and sends it when asked); answers its id. */
  const create = async (body: object, send = false) => {
    const res = await call(NEGOTIATOR, send ? 'saveAndSendToSign' : 'save', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data[0].enmienda_id!;
  };

  const count = async (table: string, where = sql`true`) => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)} where ${where}`)).rows[0]!.n);

  /** Moves the bank's clock to a UTC day (09:00), signs everyone in again (sessions idle out) and runs the amendment task. */
  const runBankOn = async (ymd: string) => {
    t.clock.set(new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T09:00:00Z`));
      await t.app.bankJobs.runNow('lcAmendments.process');
  };

  return { t, api, tokens, call, letter, bodyFor, list, rowOf, create, count, runBankOn };
}
