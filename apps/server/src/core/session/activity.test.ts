import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.js';
import { client, NEGOTIATOR } from '../../test/client.js';
import { LAST_SEEN_WRITE_MS } from './session-guard.js';

const MINUTE = 60_000;

/** Every write to a session row from here on, counted by a trigger in this test's database. */
async function countSessionWrites(t: TestApp): Promise<() => Promise<number>> {
  await t.db.execute(sql`create table session_writes (n int not null)`);
  await t.db.execute(sql`insert into session_writes values (0)`);
  await t.db.execute(sql`create function count_session_write() returns trigger language plpgsql as $$ begin update session_writes set n = n + 1; return new; end $$`);
  await t.db.execute(sql`create trigger count_session_write after update on sessions for each row execute function count_session_write()`);
  return async () => Number((await t.db.execute(sql`select n from session_writes`)).rows[0]!.n);
}

describe('a signed-in call costs no write, and the idle expiry stays exact (ADR 0005, ADR 0039)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let token: string;
  let writes: () => Promise<number>;
  const menu = () => c.call('POST', '/external-service/menu', { token });
  beforeAll(async () => {
    t = await testApp();
    c = client(t.app);
    token = await c.signIn(NEGOTIATOR);
    writes = await countSessionWrites(t);
  });
  afterAll(() => t.close());

  it('fifty calls at once, and fifty more within the write interval, write the last-seen time once', async () => {
    t.clock.advance(LAST_SEEN_WRITE_MS);
    const first = await Promise.all(Array.from({ length: 50 }, menu));
    t.clock.advance(LAST_SEEN_WRITE_MS / 2);
    const second = await Promise.all(Array.from({ length: 50 }, menu));
    expect([...first, ...second].map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(await writes()).toBe(1);
  });

  it('measures idleness from the last call, even one that was not written', async () => {
    const start = await writes();
    t.clock.advance(2 * LAST_SEEN_WRITE_MS);
    expect((await menu()).status).toBe(200);
    // Within the interval: remembered by this instance, not written.
    t.clock.advance(LAST_SEEN_WRITE_MS / 2);
    expect((await menu()).status).toBe(200);
    expect(await writes()).toBe(start + 1);
    // Five minutes after that last call, less a millisecond: still open.
    t.clock.advance(5 * MINUTE - 1);
    expect((await menu()).status).toBe(200);
    // Five minutes after the last call to the millisecond: expired, and it stays so.
    t.clock.advance(5 * MINUTE);
    expect((await menu()).body).toEqual({ statusCode: 401, message: 'session.expired' });
    expect((await menu()).body.message).toBe('session.expired');
  });

  it('writes the time forward only: an older instant never overwrites a newer one', async () => {
    const { rows } = await t.db.execute(sql`select last_seen_at from sessions order by id desc limit 1`);
    const before = new Date(rows[0]!.last_seen_at as string).getTime();
    const { touchAtLeast } = await import('./sessions-repo.js');
    const [{ id }] = (await t.db.execute(sql`select id from sessions order by id desc limit 1`)).rows as [{ id: string }];
    await touchAtLeast(t.db, Number(id), new Date(before - MINUTE));
    const after = (await t.db.execute(sql`select last_seen_at from sessions where id = ${id}`)).rows[0]!.last_seen_at as string;
    expect(new Date(after).getTime()).toBe(before);
  });
});
