import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';

const s = signedInApp(NEGOTIATOR);

const OWN = ['0300001001000101', '0300001001000201', '0300001001000302', '0300001001000403'];
const OTHERS = '0300002002000101';
const changes = (cuentas: unknown, token = s.token) => s.api.call<{ data: Record<string, string>[] }>('POST', '/accounts/getAccountChanges', { token, body: { cuentas } });

describe('accounts/getAccountChanges', () => {
  it('maps the CUC accounts of the 2021 unification to the accounts asked about', async () => {
    const res = await changes(OWN);
    const holder = 'Importadora Caribe S.A.';
    expect(res).toEqual({
      status: 200,
      body: {
        data: [
          { CUENTA_ORIGEN: '0300001001000904', MONEDA_ORIGEN: 'CUC', CUENTA_NUEVA: '0300001001000101', MONEDA_NUEVA: 'CUP', TITULAR: holder },
          { CUENTA_ORIGEN: '0300001001001004', MONEDA_ORIGEN: 'CUC', CUENTA_NUEVA: '0300001001000201', MONEDA_NUEVA: 'CUP', TITULAR: holder },
          { CUENTA_ORIGEN: '0300001001001104', MONEDA_ORIGEN: 'CUC', CUENTA_NUEVA: '0300001001000302', MONEDA_NUEVA: 'USD', TITULAR: holder },
        ],
      },
    });
    // The same as the bank's record, and the new currency is the new account's own.
    const stored = await s.t.db.execute(sql`
      select x.old_number, a.number, a.currency from account_changes x join ledger_accounts a on a.id = x.new_account_id
       where a.number like '0300001001%' order by a.number`);
    expect(stored.rows.map((r) => [r.old_number, r.number, r.currency])).toEqual(res.body.data.map((r) => [r.CUENTA_ORIGEN, r.CUENTA_NUEVA, r.MONEDA_NUEVA]));
  });

  it('answers only the accounts asked about; an account without changes has none', async () => {
    expect((await changes([OWN[2]])).body.data.map((r) => r.CUENTA_ORIGEN)).toEqual(['0300001001001104']);
    expect(await changes([OWN[3]])).toEqual({ status: 200, body: { data: [] } });
  });

  it("answers another company's account exactly like one that does not exist", async () => {
    const foreign = await changes([OWN[0], OTHERS]);
    const missing = await changes([OWN[0], '0300009999000101']);
    expect(foreign).toEqual({ status: 404, body: { statusCode: 404, message: 'account.not.found' } });
    expect(missing).toEqual(foreign);
    const sol = await s.api.signIn(OTHER_COMPANY);
    expect((await changes([OTHERS, '0300002002000202'], sol)).body.data.map((r) => r.MONEDA_NUEVA)).toEqual(['CUP', 'USD']);
  });

  it('refuses bad input with the field named', async () => {
    for (const cuentas of [undefined, [], ['123']]) {
      const res = await s.api.call('POST', '/accounts/getAccountChanges', { token: s.token, body: cuentas === undefined ? {} : { cuentas } });
      expect(res.body).toEqual({ statusCode: 400, message: cuentas?.length ? 'querie.ac.accountInvalid' : 'querie.ac.accountRequired', field: 'cuentas' });
    }
  });
});
