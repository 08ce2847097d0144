import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, encodePassword, type Endpoint } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { AUTO_GENERATED, client, NEGOTIATOR, SIGNER } from '../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-bank.js';

const MINUTE = 60_000;

/** Every endpoint of the contract, by its method and path (parameters filled with '1'). */
function everyEndpoint(): { name: string; e: Endpoint; url: string }[] {
  const out: { name: string; e: Endpoint; url: string }[] = [];
  for (const [group, endpoints] of Object.entries(api)) {
    for (const [name, e] of Object.entries(endpoints as Record<string, Endpoint>)) {
      out.push({ name: `${group}.${name}`, e, url: e.path.replace(/:\w+/g, '1') });
    }
  }
  return out;
}

describe('Cache-Control: no-store on every /api answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('on every call of the contract, signed in or not, answered or refused', async () => {
    const c = client(t.app);
    const token = await c.signIn(NEGOTIATOR);
    const endpoints = everyEndpoint().filter(({ name }) => name !== 'auth.logout');
    expect(endpoints.length).toBeGreaterThan(40);
    const seen: string[] = [];
    for (const { name, e, url } of [...endpoints, { name: 'auth.logout', e: api.auth.logout as Endpoint, url: api.auth.logout.path }]) {
      for (const headers of [{ 'x-api-key': t.config.apiKey, authorization: `Bearer ${token}` }, { 'x-api-key': t.config.apiKey }, {}]) {
        const res = await t.app.inject({ method: e.method, url: `/api${url}`, headers, ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }) });
        expect(res.headers['cache-control'], `${name} ${res.statusCode}`).toBe('no-store');
        seen.push(`${res.statusCode}`);
      }
    }
    // Answers of every kind were looked at: data, bad input, no session or no key (404s just below).
    for (const status of ['200', '400', '401']) expect(seen).toContain(status);
    // And the ones no route answers, or that the rate limit or a huge body refuses.
    for (const url of ['/api/nothing/here', '/api']) expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
    const huge = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-api-key': t.config.apiKey, 'content-type': 'application/json' }, payload: `{"email":"${'x'.repeat(5 * 1024 * 1024)}"}` });
    expect([huge.statusCode, huge.headers['cache-control']]).toEqual([413, 'no-store']);
    // The web app's own files keep their caching.
    expect((await t.app.inject({ method: 'GET', url: '/bank-ca.pem' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('a session signed in with a bank-issued password (ADR 0005)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('completes the PIN step through the API, then every call but the password change and logout is refused', async () => {
    const first = await c.login(AUTO_GENERATED);
    expect(first.body.data).toMatchObject({ auto_generado: true });
    const second = await c.pin(first.body.token!);
    expect(second.status).toBe(200);
    token = second.body.token!;
    const opened: string[] = [];
    for (const { name, e, url } of everyEndpoint()) {
      if (e.access !== 'session') continue;
      const res = await c.call(e.method, url, { token, ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { body: {} }) });
      if (res.status !== 403 || res.body.message !== 'password.change.required') opened.push(`${name} ${res.status} ${res.body.message}`);
    }
    expect(opened).toEqual([]);
    // The company's accounts in particular.
    expect((await c.call('POST', '/accounts/getByUserRolContract', { token, body: { roles: ['21'] } })).body).toEqual({ statusCode: 403, message: 'password.change.required' });
  });

  it('refuses a photo alone, accepts the new password, and then the same session opens the portal', async () => {
    const photo = { password: encodePassword(DEMO_PASSWORD), picture: 'data:image/png;base64,iVBORw0KGgo=' };
    expect((await c.call('PATCH', '/auth/credentials', { token, body: photo })).body).toEqual({ statusCode: 403, message: 'password.change.required' });
    const change = await c.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword(DEMO_PASSWORD), newPassword: encodePassword('Nueva.2026') } });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await c.call('POST', '/external-service/menu', { token })).status).toBe(200);
    const row = await t.db.execute(sql`select password_auto_generated from users where email = ${AUTO_GENERATED}`);
    expect(row.rows).toEqual([{ password_auto_generated: false }]);
  });
});

describe('absolute session lifetime (SESSION_MAX_MINUTES, PIN_STAGE_MAX_MINUTES)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp({ sessionMaxMinutes: 30, pinStageMaxMinutes: 4 });
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('ends a signed-in session that long after the password step, however active', async () => {
    const token = await c.signIn(NEGOTIATOR);
    for (let minutes = 4; minutes < 30; minutes += 4) {
      t.clock.advance(4 * MINUTE);
      expect((await c.call('POST', '/external-service/menu', { token })).status, `${minutes} minutes`).toBe(200);
    }
    t.clock.advance(2 * MINUTE);
    expect((await c.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 401, message: 'session.expired' });
    expect((await c.call('POST', '/external-service/menu', { token })).body.message).toBe('session.expired');
  });

  it('does not let an old session block a new sign-in', async () => {
    const token = await c.signIn(SIGNER);
    for (let i = 0; i < 7; i += 1) {
      t.clock.advance(4 * MINUTE);
      expect((await c.call('POST', '/external-service/menu', { token })).status).toBe(200);
    }
    // 31 minutes after it started, never idle for long: a new sign-in is not "another session".
    t.clock.advance(3 * MINUTE);
    expect((await c.login(SIGNER)).status).toBe(200);
  });

  it('ends a PIN-stage session the same way, wrong PINs notwithstanding', async () => {
    const { token } = (await c.login('maria.fernandez@caribe.example')).body;
    t.clock.advance(2 * MINUTE);
    expect((await c.pin(token!, '1111')).status).toBe(401);
    t.clock.advance(2 * MINUTE);
    expect((await c.pin(token!)).body).toEqual({ statusCode: 401, message: 'session.expired' });
  });
});

describe('TRUST_PROXY: whose address the gateway believes', () => {
  const login = (t: TestApp, forwarded: string, email = NEGOTIATOR) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-api-key': t.config.apiKey, 'x-forwarded-for': forwarded },
      payload: { email, password: encodePassword(DEMO_PASSWORD), customerCode: 1001 },
    });
  const lastAddresses = async (t: TestApp) => ({
    session: (await t.db.execute<{ ip: string }>(sql`select ip from sessions order by id desc limit 1`)).rows[0]!.ip,
    trace: (await t.db.execute<{ ip: string }>(sql`select ip from traces order by id desc limit 1`)).rows[0]!.ip,
  });

  it('unset: a forwarded address is ignored, so nobody can pick their own', async () => {
    const t = await testApp();
    expect((await login(t, '203.0.113.5')).statusCode).toBe(200);
    expect(await lastAddresses(t)).toEqual({ session: '127.0.0.1', trace: '127.0.0.1' });
    await t.close();
  });

  it('set to the proxy: sessions, traces and the rate limit use the client address it reports', async () => {
    const t = await testApp({ trustProxy: ['127.0.0.1'] });
    expect((await login(t, '203.0.113.5')).statusCode).toBe(200);
    expect(await lastAddresses(t)).toEqual({ session: '203.0.113.5', trace: '203.0.113.5' });
    // 30 sign-in calls a minute per client address: one address spent, another still served.
    const recover = (ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/credentials', headers: { 'x-api-key': t.config.apiKey, 'x-forwarded-for': ip }, payload: {} });
    for (let i = 0; i < 30; i += 1) expect((await recover('198.51.100.7')).statusCode).toBe(400);
    expect((await recover('198.51.100.7')).statusCode).toBe(429);
    expect((await recover('198.51.100.8')).statusCode).toBe(400);
    await t.close();
  });
});
