import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkTypeId, type CheckTypeCode } from '@bel/contract';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

const OWN = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
const OTHERS = '0300002002000101';
const YEAR = { startDate: '20250311', endDate: '20260311' };

interface Row {
  cuenta: string;
  nombre_estado: string;
  tipo_cheque: number;
  tipo_cheque_nombre: string;
  nombre_tipo_cheque: string;
  fecha_solicitada: string;
  fecha_aprobada: string | null;
  fecha_impresa: string | null;
}
const search = (body: unknown, token = s.token) => s.api.call<{ data: Row[] }>('POST', '/checkbooks/getRequests', { token, body });

/** The same rows straight from the database, formatted by PostgreSQL in UTC. */
async function stored(accounts: string[], from: string, to: string) {
  const utc = (column: string) => sql.raw(`to_char(k.${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`);
  return (
    await s.t.db.execute(sql`
      select a.number as cuenta, a.holder as titular, a.currency as moneda, k.check_type, t.name as nombre_tipo_cheque,
             ${utc('requested_at')} as fecha_solicitada, ${utc('approved_at')} as fecha_aprobada, ${utc('printed_at')} as fecha_impresa,
             b.name as nombre_destino, k.chequeras, k.cubiertas, k.rm, k.state
        from checkbooks_not_issued k join ledger_accounts a on a.id = k.account_id
        join check_types t on t.code = k.check_type join branches b on b.code = k.branch_code
       where a.number in (${sql.join(accounts.map((a) => sql`${a}`), sql`, `)})
         and (k.requested_at at time zone 'UTC')::date between to_date(${from}, 'YYYYMMDD') and to_date(${to}, 'YYYYMMDD')
       order by k.requested_at, k.id`)
  ).rows;
}

describe('checkbooks/getRequests (checkbooks not issued by the bank)', () => {
  it("answers the rows of the company's accounts requested in the range, as stored", async () => {
    const res = await search({ cuentas: OWN, ...YEAR });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(15);
    const names = { requested: 'Solicitada', approved: 'Aprobada', printed: 'Impresa', delivered: 'Entregada', rejected: 'Rechazada' } as Record<string, string>;
    // The type travels as its tipo_cheque_id, named by the bank under both documents' names.
    const expected = (await stored(OWN, YEAR.startDate, YEAR.endDate)).map(({ state, check_type, ...r }) => ({
      ...r,
      nombre_estado: names[state as string],
      tipo_cheque: checkTypeId(check_type as CheckTypeCode),
      tipo_cheque_nombre: r.nombre_tipo_cheque,
    }));
    expect(res.body.data).toEqual(expected);
    for (const r of res.body.data) {
      expect(r.fecha_solicitada).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      if (r.fecha_impresa) expect(r.fecha_aprobada! <= r.fecha_impresa).toBe(true);
    }
  });

  it('names the check types as GET checkbooks/types does: one list for both documents', async () => {
    const types = (await s.api.call<{ data: { tipo_cheque_id: number; tipo_cheque_nombre: string }[] }>('GET', '/checkbooks/types', { token: s.token })).body.data;
    const rows = (await search({ cuentas: OWN, ...YEAR })).body.data;
    expect(new Set(rows.map((r) => r.tipo_cheque)).size).toBeGreaterThan(1);
    for (const r of rows) {
      expect(types).toContainEqual({ tipo_cheque_id: r.tipo_cheque, tipo_cheque_nombre: r.tipo_cheque_nombre });
      expect(r.nombre_tipo_cheque).toBe(r.tipo_cheque_nombre);
    }
  });

  it('filters by account and by the requested day, both ends included', async () => {
    const one = await search({ cuentas: [OWN[0]], ...YEAR });
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(one.body.data.every((r) => r.cuenta === OWN[0])).toBe(true);
    const sample = one.body.data[0]!;
    const day = sample.fecha_solicitada.slice(0, 10).replaceAll('-', '');
    const sameDay = await search({ cuentas: OWN, startDate: day, endDate: day });
    expect(sameDay.body.data.map((r) => r.fecha_solicitada)).toContain(sample.fecha_solicitada);
    expect(sameDay.body.data.every((r) => r.fecha_solicitada.startsWith(sample.fecha_solicitada.slice(0, 10)))).toBe(true);
    const march = await search({ cuentas: OWN, startDate: '20260301', endDate: '20260311' });
    expect(march.body.data.length).toBeGreaterThan(0);
    expect(march.body.data.length).toBeLessThan(15);
    expect(march.body.data).toEqual(
      (await stored(OWN, '20260301', '20260311')).map((r) => expect.objectContaining({ fecha_solicitada: r.fecha_solicitada, cuenta: r.cuenta })),
    );
  });

  it('shows the other company its own rows only', async () => {
    const sol = await s.api.signIn(OTHER_COMPANY);
    const res = await search({ cuentas: [OTHERS, '0300002002000202'], ...YEAR }, sol);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.data.every((r) => r.cuenta.startsWith('0300002002'))).toBe(true);
  });

  it("answers another company's account exactly like one that does not exist", async () => {
    const foreign = await search({ cuentas: [OWN[0], OTHERS], ...YEAR });
    const missing = await search({ cuentas: [OWN[0], '0300009999000101'], ...YEAR });
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(missing).toEqual(foreign);
  });

  it('refuses bad input with the spec codes and the field', async () => {
    const cases = [
      [{ ...YEAR }, 'querie.ac.accountRequired', 'cuentas'],
      [{ cuentas: [], ...YEAR }, 'querie.ac.accountRequired', 'cuentas'],
      [{ cuentas: OWN, endDate: '20260311' }, 'management.traces.dateFromRequired', 'startDate'],
      [{ cuentas: OWN, startDate: '20260301' }, 'management.traces.dateToRequired', 'endDate'],
      [{ cuentas: OWN, startDate: '20260230', endDate: '20260311' }, 'forms.date.invalid', 'startDate'],
      [{ cuentas: OWN, startDate: '18991231', endDate: '20260311' }, 'forms.date.outOfRange', 'startDate'],
      [{ cuentas: OWN, startDate: '20260301', endDate: '20260312' }, 'forms.date.outOfRange', 'endDate'],
      [{ cuentas: OWN, startDate: '20260305', endDate: '20260301' }, 'forms.date.outOfRange', 'startDate'],
    ] as const;
    for (const [body, message, field] of cases) {
      expect((await search(body)).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field });
    }
  });
});
