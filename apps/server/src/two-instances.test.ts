import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { testApp, type TestApp } from './test/test-app.js';
import { client, NEGOTIATOR, SIGNER } from './test/client.js';

/**
 * Two gateway instances on one PostgreSQL (issue 13, ADR 0040): what one knows, the other
 * knows, because it lives in the database: sessions, the one-session rule, the sign-in lock and
 * the strict per-route budgets.
 */
describe('two gateway instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await testApp();
    second = await buildApp({ db: t.db, clock: t.clock, config: t.config });
    a = client(t.app);
    b = client(second);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('serves on one a session made on the other, and a logout on one ends it on both', async () => {
    const token = await a.signIn(NEGOTIATOR);
    expect((await b.call('POST', '/external-service/menu', { token })).status).toBe(200);
    expect((await a.call('POST', '/external-service/menu', { token })).status).toBe(200);
    expect((await b.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    expect((await a.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 404, message: 'session.not.found' });
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
