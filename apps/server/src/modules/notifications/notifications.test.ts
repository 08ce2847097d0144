import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { encodePassword } from '@bel/contract';
import { notifications, users } from '../../db/schema.js';
import { DEMO_PASSWORD, DEMO_PIN } from '../../seed/demo-bank.js';
import { signedInApp } from '../../test/signed-in-app.js';
import { TEST_API_KEY } from '../../test/constants.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';

interface Wire {
  notificacion_id: number;
  texto: string;
  parametros: Record<string, string>;
  operacion: string | null;
  visto: 0 | 1;
  fecha: string;
}

const s = signedInApp(NEGOTIATOR);

const list = (as = s.token) => s.api.call<{ data: Wire[] }>('GET', '/notifications', { token: as });
const markSeen = (id: number | string, as = s.token) => s.api.call<{ data: Wire }>('PATCH', `/notifications/${id}`, { token: as });
const userId = async (email: string) => (await s.t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const rowsOf = async (email: string) => s.t.db.select().from(notifications).where(eq(notifications.userId, await userId(email))).orderBy(notifications.id);

/** Both sign-in steps from a given address (the session keeps the password step's). */
async function signInFrom(email: string, ip: string): Promise<string> {
  const headers = { 'x-api-key': TEST_API_KEY };
  const customerCode = email.endsWith('@sol.example') ? 2002 : 1001;
  const first = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers, payload: { email, password: encodePassword(DEMO_PASSWORD), customerCode } });
  expect(first.statusCode, first.body).toBe(200);
  const second = await s.t.app.inject({ method: 'POST', url: `/api/auth/login/${DEMO_PIN}`, remoteAddress: ip, headers: { ...headers, authorization: `Bearer ${first.json().token}` } });
  expect(second.statusCode, second.body).toBe(200);
  return second.json().token as string;
}
const logout = async (as: string) => expect((await s.api.call('DELETE', '/auth/logout', { token: as })).status).toBe(200);

describe('GET notifications', () => {
  it("answers the caller's notifications, newest first, as codes with parameters, never prose", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const stored = await rowsOf(NEGOTIATOR);
    expect(res.body.data.map((n) => n.notificacion_id).sort()).toEqual(stored.map((n) => n.id).sort());
    expect(res.body.data.map((n) => n.fecha)).toEqual([...res.body.data.map((n) => n.fecha)].sort().reverse());
    // Seeded relative to the test clock (2026-03-11 14:00): an instalment notice a day ago,
    // a sign-in nine days ago (seen), February's statement on 1 March.
    expect(res.body.data.map((n) => [n.texto, n.visto, n.fecha])).toEqual([
      ['notifications.instalmentDue', 0, '2026-03-10 15:00:00'],
      ['notifications.newAddress', 1, '2026-03-02 09:00:00'],
      ['notifications.statementReady', 0, '2026-03-01 06:00:00'],
    ]);
    const [due, address, statement] = res.body.data as [Wire, Wire, Wire];
    expect(due.parametros).toMatchObject({ contract: expect.stringMatching(/^LD\d{10}$/), date: expect.stringMatching(/^\d{8}$/), amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(due.operacion).toBe(due.parametros.contract);
    expect(statement.parametros).toEqual({ account: expect.stringMatching(/^\d{16}$/), date: '20260228' });
    expect(address.parametros).toEqual({ ip: expect.stringMatching(/^203\.0\.113\.\d+$/), at: '2026-03-02 09:00:00' });
    expect(address.operacion).toBeNull();
    for (const n of res.body.data) expect(n.fecha).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives every demo user a few, and each only their own', async () => {
    const other = client(s.t.app);
    const otherToken = await other.signIn(OTHER_COMPANY);
    const adminToken = await other.signIn(ADMIN);
    const theirs = (await list(otherToken)).body.data;
    const admins = (await list(adminToken)).body.data;
    await logout(otherToken);
    await logout(adminToken);
    const mine = (await list()).body.data;
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(admins.map((n) => [n.texto, n.visto])).toEqual([
      ['notifications.newAddress', 0],
      ['notifications.newAddress', 1],
    ]);
    const ids = (ns: Wire[]) => ns.map((n) => n.notificacion_id);
    expect(ids(theirs).filter((id) => ids(mine).includes(id))).toEqual([]);
    expect(ids(admins).filter((id) => ids(mine).includes(id))).toEqual([]);
  });

  it('lists every unseen notification but only the latest 50 seen ones', async () => {
    const other = client(s.t.app);
    const signer = await other.signIn(SIGNER);
    const id = await userId(SIGNER);
    const base = Date.parse('2025-01-01T00:00:00Z');
    await s.t.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({ userId: id, code: 'notifications.newAddress', params: { ip: `192.0.2.${i}`, at: '2025-01-01 00:00:00' }, createdAt: new Date(base + i * 60_000), seenAt: new Date(base + i * 60_000) })),
    );
    await s.t.db.insert(notifications).values({ userId: id, code: 'notifications.newAddress', params: { ip: '192.0.2.200', at: '2024-01-01 00:00:00' }, createdAt: new Date('2024-01-01T00:00:00Z') });
    const data = (await list(signer)).body.data;
    const stored = await rowsOf(SIGNER);
    expect(data.filter((n) => n.visto === 0)).toHaveLength(stored.filter((n) => !n.seenAt).length);
    expect(data.filter((n) => n.visto === 1)).toHaveLength(50);
    // The oldest one, unseen, is still there, last.
    expect(data.at(-1)?.parametros.ip).toBe('192.0.2.200');
    await s.t.db.delete(notifications).where(and(eq(notifications.userId, id), sql`params->>'ip' like '192.0.2.%'`));
    await logout(signer);
  });

  it('needs a session', async () => {
    expect((await s.api.call('GET', '/notifications')).status).toBe(401);
    expect((await s.api.call('PATCH', '/notifications/1')).status).toBe(401);
  });
});

describe('PATCH notifications/{id}', () => {
  it('marks one seen, answers it, and marking it again changes nothing', async () => {
    const unseen = (await list()).body.data.find((n) => n.visto === 0)!;
    const first = await markSeen(unseen.notificacion_id);
    expect(first).toEqual({ status: 200, body: { data: { ...unseen, visto: 1 } } });
    const [row] = await s.t.db.select().from(notifications).where(eq(notifications.id, unseen.notificacion_id));
    expect(row!.seenAt).toEqual(s.t.clock.now());
    s.t.clock.advance(60_000);
    expect(await markSeen(unseen.notificacion_id)).toEqual(first);
    const [again] = await s.t.db.select().from(notifications).where(eq(notifications.id, unseen.notificacion_id));
    expect(again!.seenAt).toEqual(row!.seenAt);
    expect((await list()).body.data.find((n) => n.notificacion_id === unseen.notificacion_id)?.visto).toBe(1);
  });

  it("answers another user's notification exactly like one that does not exist, and leaves it unseen", async () => {
    const theirs = (await rowsOf(OTHER_COMPANY)).find((n) => !n.seenAt)!;
    const [{ max }] = (await s.t.db.execute<{ max: number }>(sql`select max(id)::int as max from notifications`)).rows as [{ max: number }];
    const notFound = { status: 404, body: { statusCode: 404, message: 'notification.not.found' } };
    expect(await markSeen(theirs.id)).toEqual(notFound);
    expect(await markSeen(max + 1000)).toEqual(notFound);
    expect((await rowsOf(OTHER_COMPANY)).find((n) => n.id === theirs.id)?.seenAt).toBeNull();
  });

  it('refuses an id that is not one, and changes nothing', async () => {
    const before = await s.t.db.select().from(notifications).orderBy(notifications.id);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '1234567890123456']) {
      expect(await markSeen(id), id).toEqual({ status: 400, body: { statusCode: 400, message: 'notification.id.invalid', field: 'id' } });
    }
    expect(await s.t.db.select().from(notifications).orderBy(notifications.id)).toEqual(before);
  });
});

describe('a sign-in from a new address', () => {
  it('leaves a notification only when the PIN step passes from an address no earlier sign-in came from', async () => {
    const email = 'maria.fernandez@caribe.example';
    const count = async () => (await rowsOf(email)).length;
    const seeded = await count();

    // The very first sign-in only makes its address known.
    await logout(await signInFrom(email, '198.51.100.7'));
    expect(await count()).toBe(seeded);
    s.t.clock.advance(60_000);
    await logout(await signInFrom(email, '198.51.100.7'));
    expect(await count()).toBe(seeded);

    s.t.clock.advance(60_000);
    const fromNew = await signInFrom(email, '198.51.100.8');
    const at = s.t.clock.now().toISOString().slice(0, 19).replace('T', ' ');
    const data = (await list(fromNew)).body.data;
    expect(data[0]).toMatchObject({ texto: 'notifications.newAddress', visto: 0, operacion: null, parametros: { ip: '198.51.100.8', at }, fecha: at });
    expect(await count()).toBe(seeded + 1);
    await logout(fromNew);
    s.t.clock.advance(60_000);
    await logout(await signInFrom(email, '198.51.100.8'));
    expect(await count()).toBe(seeded + 1);
  });

  it('does not count a password step that never passed the PIN as a known address', async () => {
    const email = SIGNER;
    await logout(await signInFrom(email, '198.51.100.20'));
    const before = (await rowsOf(email)).length;
    // Password accepted from .21, PIN wrong: that session never became active.
    const first = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.21', headers: { 'x-api-key': TEST_API_KEY }, payload: { email, password: encodePassword(DEMO_PASSWORD), customerCode: 1001 } });
    const pending = first.json().token as string;
    expect((await s.api.call('POST', '/auth/login/1111', { token: pending })).status).toBe(401);
    expect((await rowsOf(email)).length).toBe(before);
    await logout(pending);
    await logout(await signInFrom(email, '198.51.100.21'));
    expect((await rowsOf(email)).map((n) => n.params.ip).at(-1)).toBe('198.51.100.21');
    expect((await rowsOf(email)).length).toBe(before + 1);
  });
});
