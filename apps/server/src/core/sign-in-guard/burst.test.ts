import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodePassword } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { client, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-bank.js';
import type { Reply } from '../../test/client.js';

const MINUTE = 60_000;
const WRONG = 'Wrong.2026';

/** The sign-in traces of one e-mail's user since a mark, as [operation, reason]. */
async function attempts(t: TestApp, username: string, since: number) {
  const { rows } = await t.db.execute<{ operation: string; description: string }>(
    sql`select operation, description from traces where id > ${since} and username = ${username} order by id`,
  );
  return rows.map((r) => [r.operation, /<reason>(\w+)</.exec(r.description)?.[1]] as const);
}
const mark = async (t: TestApp) => Number((await t.db.execute<{ n: string }>(sql`select coalesce(max(id), 0) as n from traces`)).rows[0]!.n);
const guardRow = async (t: TestApp, key: string) =>
  (await t.db.execute<{ failures: number; pending: number; locked_until: string | null }>(sql`select failures, pending, locked_until from sign_in_guard where email_key = ${key}`)).rows[0];
/** Secrets actually looked at: wrong ones traced with what was wrong, not refused unevaluated. */
const EVALUATED = new Set(['password', 'pin', 'clientCode', 'unknownEmail']);
const statuses = (replies: Reply[]) => replies.map((r) => `${r.status} ${r.body.message}`).sort();

/**
 * A caller at a given address, as a trusted proxy on loopback reports it: a burst from 50
 * addresses is what the per-account lock must hold against (one address alone meets the HTTP
 * rate limit and its own throttle first).
 */
function caller(t: TestApp) {
  async function call(ip: string, url: string, payload?: object, token?: string): Promise<Reply> {
    const headers: Record<string, string> = { 'x-api-key': t.config.apiKey, 'x-forwarded-for': ip };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  }
  return {
    login: (ip: string, email: string, password = WRONG, customerCode = email.endsWith('@sol.example') ? 2002 : 1001) =>
      call(ip, '/auth/login', { email, password: encodePassword(password), customerCode }),
    pin: (ip: string, token: string, pin: string) => call(ip, `/auth/login/${pin}`, undefined, token),
  };
}
const ip = (i: number) => `198.51.100.${i + 1}`;

describe('a burst of wrong answers from 50 addresses (ADR 0026)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let from: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await testApp({ trustProxy: ['127.0.0.1'] });
    api = client(t.app);
    from = caller(t);
  });
  afterAll(() => t.close());

  it('50 concurrent wrong passwords: at most 5 evaluated, the user locked, the right password refused', async () => {
    const since = await mark(t);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => from.login(ip(i), SIGNER)));
    const traced = await attempts(t, 'crodriguez', since);
    const evaluated = traced.filter(([op, reason]) => op === 'auth.signInFailed' && EVALUATED.has(reason ?? ''));
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.length).toBe(5);
    // Exactly one attempt locked; every other answer is a wrong password, the lock, or "too many".
    expect(traced.filter(([op]) => op === 'auth.locked')).toHaveLength(1);
    for (const line of statuses(replies)) expect(['401 incorrect.credentials', '423 user.locked', '429 too.many.requests']).toContain(line);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(4);
    const row = await guardRow(t, SIGNER);
    expect(row).toMatchObject({ failures: 5, pending: 0 });
    expect(new Date(row!.locked_until!).getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);
    // The right password during the lock is refused, and more wrong ones do not move the lock.
    expect((await api.login(SIGNER)).body).toEqual({ statusCode: 423, message: 'user.locked' });
    t.clock.advance(10 * MINUTE);
    await Promise.all(Array.from({ length: 10 }, (_, i) => from.login(ip(i), SIGNER)));
    expect((await guardRow(t, SIGNER))!.locked_until).toEqual(row!.locked_until);
    expect((await api.login(SIGNER)).status).toBe(423);
    // It lifts when it runs out, not before.
    t.clock.advance(20 * MINUTE - 1);
    expect((await api.login(SIGNER)).status).toBe(423);
    t.clock.advance(1);
    const first = await api.login(SIGNER);
    expect(first.status).toBe(200);
    await api.call('DELETE', '/auth/logout', { token: first.body.token! });
  });

  it('50 concurrent wrong PINs on one PIN-stage token: at most 5 evaluated, locked, the session ended', async () => {
    const { token } = (await api.login(OTHER_COMPANY)).body;
    const since = await mark(t);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => from.pin(ip(i), token!, '0000')));
    const traced = await attempts(t, 'jcastillo', since);
    expect(traced.filter(([op, reason]) => op === 'auth.signInFailed' && reason === 'pin')).toHaveLength(5);
    expect(traced.filter(([op]) => op === 'auth.locked')).toHaveLength(1);
    for (const line of statuses(replies)) expect(['401 incorrect.pin', '423 user.locked', '429 too.many.requests', '404 session.not.found']).toContain(line);
    expect(await guardRow(t, OTHER_COMPANY)).toMatchObject({ failures: 5, pending: 0 });
    // The right PIN on that token, or a new sign-in with the right password: both refused.
    expect((await api.pin(token!)).status).not.toBe(200);
    expect((await api.login(OTHER_COMPANY)).body.message).toBe('user.locked');
  });

  it('wrong passwords and wrong PINs at once share the five attempts', async () => {
    const { token } = (await api.login(NEGOTIATOR)).body;
    const since = await mark(t);
    await Promise.all([...Array.from({ length: 25 }, (_, i) => from.login(ip(i), NEGOTIATOR)), ...Array.from({ length: 25 }, (_, i) => from.pin(ip(25 + i), token!, '1357'))]);
    const traced = await attempts(t, 'aperez', since);
    expect(traced.filter(([op, reason]) => op === 'auth.signInFailed' && EVALUATED.has(reason ?? ''))).toHaveLength(5);
    expect(await guardRow(t, NEGOTIATOR)).toMatchObject({ failures: 5, pending: 0 });
    expect((await api.login(NEGOTIATOR)).status).toBe(423);
  });
});

describe('a burst from one address', () => {
  it('meets the HTTP rate limit before the guard: no more than 5 evaluated either', async () => {
    const t = await testApp();
    const api = client(t.app);
    const since = await mark(t);
    const replies = await Promise.all(Array.from({ length: 50 }, () => api.login(SIGNER, WRONG)));
    for (const line of statuses(replies)) expect(['401 incorrect.credentials', '423 user.locked', '429 too.many.requests']).toContain(line);
    const evaluated = (await attempts(t, 'crodriguez', since)).filter(([op, reason]) => op === 'auth.signInFailed' && EVALUATED.has(reason ?? ''));
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect((await guardRow(t, SIGNER))?.pending ?? 0).toBe(0);
    await t.close();
  });
});

describe('claims left by a gateway that stopped', () => {
  it('no longer count after a minute', async () => {
    const t = await testApp();
    const api = client(t.app);
    await t.db.execute(sql`insert into sign_in_guard (email_key, failures, pending, pending_at, updated_at) values (${SIGNER}, 0, 5, ${t.clock.now()}, ${t.clock.now()})`);
    expect((await api.login(SIGNER)).body).toEqual({ statusCode: 429, message: 'too.many.requests' });
    t.clock.advance(MINUTE);
    expect((await api.login(SIGNER)).status).toBe(200);
    expect(await guardRow(t, SIGNER)).toMatchObject({ failures: 0, pending: 0 });
    await t.close();
  });
});

describe('per-address throttling (ADR 0026)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const from = (ip: string, email: string, password = WRONG) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-api-key': t.config.apiKey, 'x-forwarded-for': ip },
      payload: { email, password: encodePassword(password), customerCode: 1001 },
    });
  beforeAll(async () => {
    // Behind a trusted proxy on loopback, each test address is its own client.
    t = await testApp({ signInAddressMaxFailures: 8, signInAddressWindowMinutes: 15, trustProxy: ['127.0.0.1'] });
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('stops one address from locking users: past its limit it is refused unevaluated, and counts on no one', async () => {
    const stranger = '203.0.113.9';
    // Four wrong passwords for each of two users: eight failures from the stranger's address.
    for (const email of [SIGNER, NEGOTIATOR]) for (let i = 0; i < 4; i += 1) expect((await from(stranger, email)).statusCode).toBe(401);
    const since = await mark(t);
    // The ninth is throttled before the password is looked at, so neither user is locked.
    for (const email of [SIGNER, NEGOTIATOR, 'maria.fernandez@caribe.example']) {
      const res = await from(stranger, email);
      expect([res.statusCode, res.json().message]).toEqual([429, 'too.many.requests']);
    }
    expect((await attempts(t, 'crodriguez', since)).map(([, reason]) => reason)).toEqual(['throttled']);
    expect(await guardRow(t, SIGNER)).toMatchObject({ failures: 4, locked_until: null });
    // The users themselves, from their own address, sign in; the right password from the stranger's does not.
    expect((await from('198.51.100.20', SIGNER, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await from(stranger, NEGOTIATOR, DEMO_PASSWORD)).statusCode).toBe(429);
    // The address's window runs out: it may try again.
    t.clock.advance(15 * MINUTE);
    expect((await from(stranger, 'maria.fernandez@caribe.example')).statusCode).toBe(401);
    const address = await t.db.execute(sql`select failures, locked_until from sign_in_address_guard where address = ${stranger}`);
    expect(address.rows).toEqual([{ failures: 1, locked_until: null }]);
    expect((await api.login(NEGOTIATOR)).status).toBe(200);
  });
});
