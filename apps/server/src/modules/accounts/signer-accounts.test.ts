import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { publishChange } from '../../core/changes/change-feed.js';

const s = signedInApp(SIGNER);

const PATH = '/accounts/getAccountsByUsersSigners';
const SECOND_SIGNER = 'maria.fernandez@caribe.example';
const CARIBE = 'Importadora Caribe S.A.';
const EUR = '0300001001000403';
const SOL_USD = '0300002002000202';

interface Account {
  CUENTA: string;
  TITULAR: string;
  MONEDA: string;
}
/** One session per user (ADR 0005): each e-mail signs in once and keeps its token. */
const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await s.api.signIn(email));
  return tokens.get(email)!;
}
const signerAccounts = (token: string | undefined, body?: unknown) => s.api.call<{ data: Account[] }>('POST', PATH, { token, body });

/** The register's rows for a user, straight from the database, as the call answers them. */
async function register(username: string): Promise<Account[]> {
  const res = await s.t.db.execute<{ CUENTA: string; TITULAR: string; MONEDA: string }>(sql`
    select a.number as "CUENTA", a.holder as "TITULAR", a.currency as "MONEDA"
      from account_signers x join ledger_accounts a on a.id = x.account_id join users u on u.id = x.user_id
     where u.username = ${username} order by a.number`);
  return res.rows;
}

describe('accounts/getAccountsByUsersSigners', () => {
  it("answers exactly the register's accounts of a signer, in the doc-1 account shape", async () => {
    const res = await signerAccounts(s.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { CUENTA: '0300001001000101', TITULAR: CARIBE, MONEDA: 'CUP' },
      { CUENTA: '0300001001000201', TITULAR: CARIBE, MONEDA: 'CUP' },
      { CUENTA: '0300001001000302', TITULAR: CARIBE, MONEDA: 'USD' },
      { CUENTA: EUR, TITULAR: CARIBE, MONEDA: 'EUR' },
    ]);
    expect(res.body.data).toEqual(await register('crodriguez'));
    // The spec's payload is "none": no body and an empty one are the same call.
    expect(await signerAccounts(s.token, {})).toEqual(res);
  });

  it('leaves out an account the signer is not registered on (only Carlos signs the EUR account)', async () => {
    const maria = await tokenOf(SECOND_SIGNER);
    const res = await signerAccounts(maria);
    expect(res.body.data.map((a) => a.CUENTA)).toEqual(['0300001001000101', '0300001001000201', '0300001001000302']);
    expect(res.body.data).toEqual(await register('mfernandez'));
  });

  it('follows the register as it changes, and answers nothing once the signer role is taken away', async () => {
    const maria = await tokenOf(SECOND_SIGNER);
    await s.t.db.execute(sql`
      delete from account_signers where user_id = (select id from users where username = 'mfernandez')
         and account_id = (select id from ledger_accounts where number = '0300001001000201')`);
    expect((await signerAccounts(maria)).body.data.map((a) => a.CUENTA)).toEqual(['0300001001000101', '0300001001000302']);
    const taken = await s.t.db.execute<{ user_id: number }>(sql`delete from user_roles where user_id = (select id from users where username = 'mfernandez') and role_id = '22' returning user_id`);
    // Roles change outside the gateway, which announces the change so every instance drops its copy of her (ADR 0045).
    await publishChange(s.t.db, [`user:${taken.rows[0]!.user_id}`]);
    // She holds no role entitled to a request view any more: refused like any such caller.
    expect(await signerAccounts(maria)).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
  });

  it('answers an empty list to a negotiator, who signs nothing', async () => {
    const ana = await tokenOf(NEGOTIATOR);
    expect(await signerAccounts(ana)).toEqual({ status: 200, body: { data: [] } });
    // Even a register row naming her does not make a negotiator a signer.
    await s.t.db.execute(sql`
      insert into account_signers (account_id, user_id)
      select a.id, u.id from ledger_accounts a, users u where a.number = '0300001001000101' and u.username = 'aperez'`);
    expect(await signerAccounts(ana)).toEqual({ status: 200, body: { data: [] } });
  });

  it("never shows another company's accounts, even through a register row naming one", async () => {
    const jorge = await tokenOf(OTHER_COMPANY);
    const sol = await signerAccounts(jorge);
    expect(sol.body.data.map((a) => a.CUENTA)).toEqual(['0300002002000101', SOL_USD]);
    expect(sol.body.data.every((a) => a.TITULAR !== CARIBE)).toBe(true);
    await s.t.db.execute(sql`
      insert into account_signers (account_id, user_id)
      select a.id, u.id from ledger_accounts a, users u where a.number = ${SOL_USD} and u.username = 'crodriguez'`);
    expect((await signerAccounts(s.token)).body.data.map((a) => a.CUENTA)).not.toContain(SOL_USD);
    expect((await signerAccounts(s.token)).body.data).toHaveLength(4);
  });

  it('refuses any payload, callers entitled to no request view, and callers without a session', async () => {
    for (const body of [{ roles: ['22'] }, { cuentas: [EUR] }, [], [{}]]) {
      expect(await signerAccounts(s.token, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'accounts.signers.noPayload', field: 'body' },
      });
    }
    const admin = await tokenOf(ADMIN);
    expect(await signerAccounts(admin)).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
    expect((await signerAccounts(undefined)).status).toBe(401);
  });
});
