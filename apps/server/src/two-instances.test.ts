import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { encodePassword, type MovementsResult } from '@bel/contract';
import { buildApp } from './app.js';
import { postEntry } from './bank/ledger.js';
import { connect } from './db/client.js';
import { DEMO_PASSWORD } from './seed/demo-bank.js';
import { testApp, type TestApp } from './test/test-app.js';
import { AUTO_GENERATED, client, NEGOTIATOR, SIGNER } from './test/client.js';

/**
 * Two gateway instances on one PostgreSQL (issue 13, ADR 0040): what one knows, the other
 * knows, because it lives in the database: sessions, the one-session rule, the sign-in lock and
 * the strict per-route budgets. Each instance has its own pool and keeps its own copies of
 * sessions, grants and answers (ADR 0045); a change on one reaches the other by NOTIFY.
 * `changes.sync()` waits until everything committed so far has been delivered to that instance:
 * the copies are kept for `REVALIDATE_MS` on the test's clock, which does not move, so without the
 * notification every "after" below would still see the "before".
 */
describe('two gateway instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondPool: ReturnType<typeof connect>['pool'];
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp();
    const own = connect(t.url, 10);
    secondPool = own.pool;
    second = await buildApp({ db: own.db, clock: t.clock, config: t.config });
    a = client(t.app);
    b = client(second);
  });
  afterAll(async () => {
    await second.close();
    await secondPool.end();
    await t.close();
  });

  it('serves on one a session made on the other, and a logout on one ends it on both', async () => {
    const token = await a.signIn(NEGOTIATOR);
    expect((await b.call('POST', '/external-service/menu', { token })).status).toBe(200);
    expect((await a.call('POST', '/external-service/menu', { token })).status).toBe(200);
    expect((await b.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    // B, which made the change, never serves its own copy again; A once B's notification is in.
    expect((await b.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 404, message: 'session.not.found' });
    await t.app.changes.sync();
    expect((await a.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 404, message: 'session.not.found' });
  });

  it('a password changed on one opens the portal on the other', async () => {
    const token = (await a.pin((await a.login(AUTO_GENERATED)).body.token!)).body.token!;
    expect((await b.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 403, message: 'password.change.required' });
    const change = await a.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword(DEMO_PASSWORD), newPassword: encodePassword('Nueva.2026') } });
    expect(change.status).toBe(200);
    await second.changes.sync();
    expect((await b.call('POST', '/external-service/menu', { token })).status).toBe(200);
    await a.call('DELETE', '/auth/logout', { token });
  });

  it('a grant taken away in the database, and announced, applies on both', async () => {
    const token = await a.signIn(NEGOTIATOR);
    const actions = async (c: typeof a) => ((await c.call('POST', '/auth/verifyRoute', { token, body: { route: 'account_movements' } })).body as { data: { actions: string[] } }).data.actions;
    const before = await actions(a);
    expect(before.length).toBeGreaterThan(0);
    expect(await actions(b)).toEqual(before);
    // The bank's back office, on a connection of its own: the change, then its announcement.
    await t.pool.query(`update view_entitlements set actions = '{}' where view_key = 'account_movements'`);
    await t.pool.query(`select pg_notify('bel_changes', '- entitlements')`);
    await Promise.all([t.app.changes.sync(), second.changes.sync()]);
    try {
      expect([await actions(a), await actions(b)]).toEqual([[], []]);
    } finally {
      await t.pool.query(`update view_entitlements set actions = $1 where view_key = 'account_movements'`, [before]);
      await t.pool.query(`select pg_notify('bel_changes', '- entitlements')`);
      await Promise.all([t.app.changes.sync(), second.changes.sync()]);
      await a.call('DELETE', '/auth/logout', { token });
    }
  });

  it("a posting made through one shows in the other's movements at once", async () => {
    const token = await a.signIn(NEGOTIATOR);
    const body = { cuenta: '0300001001000101', startDate: '20260301', endDate: '20260311' };
    const references = async (c: typeof a) => ((await c.call('POST', '/accounts/getMovements', { token, body })).body as { data: MovementsResult }).data.movements.map((m) => m.TRANS_REFERENCE);
    const before = await references(b);
    expect(await references(a)).toEqual(before);
    const ids = await t.db.execute<{ id: number; number: string }>(sql`select id, number from ledger_accounts where number in ('0300001001000101', '9999000000000101')`);
    const id = (n: string) => ids.rows.find((r) => r.number === n)!.id;
    await postEntry(t.db, {
      bookingDate: '2026-03-11',
      valueDate: '2026-03-11',
      reference: 'FT260311TWO01',
      narrative: 'two instances',
      legs: [
        { accountId: id('0300001001000101'), currency: 'CUP', amountMinor: -5_00n },
        { accountId: id('9999000000000101'), currency: 'CUP', amountMinor: 5_00n },
      ],
    });
    // A posted it: its own copy is gone already. B's goes with the notification.
    expect(await references(a)).toEqual([...before, 'FT260311TWO01']);
    await second.changes.sync();
    expect(await references(b)).toEqual([...before, 'FT260311TWO01']);
    await a.call('DELETE', '/auth/logout', { token });
  });

  it('keeps one session per user across both', async () => {
    const token = await a.signIn(SIGNER);
    const again = await b.login(SIGNER);
    expect(again.body).toEqual({ statusCode: 409, message: 'another.session.started' });
    await a.call('DELETE', '/auth/logout', { token });
  });

  it('locks a user after five wrong PINs, whichever instance took them', async () => {
    const { token } = (await a.login('maria.fernandez@caribe.example')).body;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await (i % 2 ? b : a).pin(token!, '1111')).status);
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    // The lock ended the PIN-stage session: neither instance serves its copy of it.
    await Promise.all([t.app.changes.sync(), second.changes.sync()]);
    expect([(await a.pin(token!)).body, (await b.pin(token!)).body]).toEqual(Array(2).fill({ statusCode: 404, message: 'session.not.found' }));
    expect((await b.login('maria.fernandez@caribe.example')).body).toEqual({ statusCode: 423, message: 'user.locked' });
    expect((await a.login('maria.fernandez@caribe.example')).body).toEqual({ statusCode: 423, message: 'user.locked' });
  });

  it('counts a strict route budget once over both, fifty calls at once', async () => {
    // POST auth/credentials (recovery, step 1) allows 30 a minute per address; a body that fails validation costs nothing else.
    const calls = Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).call('POST', '/auth/credentials', { body: { nothing: true } }));
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(30);
  });
});
