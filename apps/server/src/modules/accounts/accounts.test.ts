import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

const OWN = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
const OTHERS = '0300002002000101';

describe('accounts/getByUserRolContract', () => {
  it("lists the company's accounts for a role the user holds", async () => {
    const res = await s.api.call('POST', '/accounts/getByUserRolContract', { token: s.token, body: { roles: ['21'] } });
    expect(res.body.data).toEqual(OWN.map((CUENTA, i) => ({ CUENTA, TITULAR: 'Importadora Caribe S.A.', MONEDA: ['CUP', 'CUP', 'USD', 'EUR'][i] })));
  });

  it('opens nothing for a role the user does not hold', async () => {
    expect((await s.api.call('POST', '/accounts/getByUserRolContract', { token: s.token, body: { roles: ['22'] } })).body).toEqual({ data: [] });
    const admin = await s.api.signIn(ADMIN);
    // A user entitled to no account view is refused outright, whatever roles it names.
    expect((await s.api.call('POST', '/accounts/getByUserRolContract', { token: admin, body: { roles: ['30'] } })).body).toEqual({ statusCode: 403, message: 'access.denied' });
  });

  it('refuses bad input', async () => {
    expect((await s.api.call('POST', '/accounts/getByUserRolContract', { token: s.token, body: { roles: [] } })).body).toEqual({ statusCode: 400, message: 'roles.required', field: 'roles' });
    expect((await s.api.call('POST', '/accounts/getByUserRolContract', { token: s.token, body: { roles: ['x; drop'] } })).body).toMatchObject({ statusCode: 400, message: 'roles.invalid' });
  });
});

describe('accounts/getInfo', () => {
  it('answers balances from the ledger: current is the sum of postings, available less holds', async () => {
    const res = await s.api.call<{ data: { CUENTA: string; CONTABLE: string; DISPONIBLE: string; MONEDA: string }[] }>('POST', '/accounts/getInfo', {
      token: s.token,
      body: { cuentas: OWN },
    });
    expect(res.status).toBe(200);
    const ledger = await s.t.db.execute<{ number: string; total: string; held: string }>(sql`
      select a.number,
             (select coalesce(sum(amount_minor), 0) from postings p where p.account_id = a.id)::text as total,
             (select coalesce(sum(amount_minor), 0) from holds h where h.account_id = a.id and h.released_at is null)::text as held
        from ledger_accounts a where a.company_id is not null order by a.number`);
    for (const row of res.body.data) {
      const l = ledger.rows.find((r) => r.number === row.CUENTA)!;
      const toMinor = (d: string) => BigInt(d.replace('.', ''));
      expect(toMinor(row.CONTABLE)).toBe(BigInt(l.total));
      expect(toMinor(row.DISPONIBLE)).toBe(BigInt(l.total) - BigInt(l.held));
      expect(row.CONTABLE).toMatch(/^\d+\.\d{2}$/);
    }
    // The seed puts money on hold on two accounts, so the two balances really differ there.
    expect(res.body.data.filter((r) => r.CONTABLE !== r.DISPONIBLE).map((r) => r.CUENTA)).toEqual([OWN[0], OWN[2]]);
  });

  it("answers another company's account exactly like one that does not exist", async () => {
    const foreign = await s.api.call('POST', '/accounts/getInfo', { token: s.token, body: { cuentas: [OWN[0], OTHERS] } });
    const missing = await s.api.call('POST', '/accounts/getInfo', { token: s.token, body: { cuentas: [OWN[0], '0300009999000101'] } });
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(missing).toEqual(foreign);
    // ...and the other company sees its own.
    const other = await s.api.signIn(OTHER_COMPANY);
    expect((await s.api.call('POST', '/accounts/getInfo', { token: other, body: { cuentas: [OTHERS] } })).status).toBe(200);
  });

  it('refuses bad input with the field named', async () => {
    const cases = [
      [{}, 'querie.ac.accountRequired'],
      [{ cuentas: [] }, 'querie.ac.accountRequired'],
      [{ cuentas: ['123'] }, 'querie.ac.accountInvalid'],
      [{ cuentas: ['03000010010001O1'] }, 'querie.ac.accountInvalid'],
    ] as const;
    for (const [body, message] of cases) {
      expect((await s.api.call('POST', '/accounts/getInfo', { token: s.token, body })).body, JSON.stringify(body)).toEqual({ statusCode: 400, message, field: 'cuentas' });
    }
  });

  it('needs a session', async () => {
    expect((await s.api.call('POST', '/accounts/getInfo', { body: { cuentas: OWN } })).status).toBe(401);
  });
});
