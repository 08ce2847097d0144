import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/test-app.js';
import { client, NEGOTIATOR, SIGNER } from '../../test/client.js';
import { REVALIDATE_MS } from './tagged-cache.js';

/** Waits (up to a generous bound, never asserting on time) until the feed is in the given state. */
async function until(t: TestApp, live: boolean): Promise<void> {
  for (let i = 0; i < 600 && t.app.changes.live !== live; i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(t.app.changes.live).toBe(live);
}

/** Ends a session behind the gateway's back: no announcement, as a hand-typed SQL change would. */
async function endSilently(t: TestApp, email: string): Promise<void> {
  await t.pool.query(`update sessions set ended_at = now(), ended_reason = 'logout' where ended_at is null and user_id = (select id from users where email = $1)`, [email]);
}

// What a copy may cost when a change is not announced, and what happens when the feed itself is lost (ADR 0045).
describe('the change feed and the copies it guards', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  const menu = (token: string) => c.call('POST', '/external-service/menu', { token });
  beforeAll(async () => {
    t = await testApp();
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('serves an unannounced change at most REVALIDATE_MS late, on the gateway clock', async () => {
    const token = await c.signIn(NEGOTIATOR);
    // The sign-in's own announcement is back: until then this instance keeps no copy of her.
    await t.app.changes.sync();
    expect((await menu(token)).status).toBe(200);
    await endSilently(t, NEGOTIATOR);
    // Nobody announced it: the copy is still good for this instance, for less than REVALIDATE_MS.
    t.clock.advance(REVALIDATE_MS - 1);
    expect((await menu(token)).status).toBe(200);
    t.clock.advance(1);
    expect((await menu(token)).body).toEqual({ statusCode: 404, message: 'session.not.found' });
  });

  it('keeps no copy while it cannot listen, and caches again once it listens again', async () => {
    const token = await c.signIn(SIGNER);
    expect((await menu(token)).status).toBe(200);
    await t.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen bel_changes'`);
    await until(t, false);
    // Down: a change nobody announces is seen by the very next call.
    await endSilently(t, SIGNER);
    expect((await menu(token)).body).toEqual({ statusCode: 404, message: 'session.not.found' });
    await until(t, true);
    const again = await c.signIn(NEGOTIATOR);
    await t.app.changes.sync();
    expect((await menu(again)).status).toBe(200);
    await endSilently(t, NEGOTIATOR);
    // Listening again: copies are kept, so the unannounced change waits for the revalidation.
    expect((await menu(again)).status).toBe(200);
    t.clock.advance(REVALIDATE_MS);
    expect((await menu(again)).body).toEqual({ statusCode: 404, message: 'session.not.found' });
  });
});
