import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodePassword } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { ADMIN, AUTO_GENERATED, NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await testApp();
  api = client(t.app);
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('step 1: e-mail, password, client code', () => {
  it('starts a PIN-stage session and says whether the password was bank-issued', async () => {
    const res = await api.login(SIGNER);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ auto_generado: false, fecha_servidor_web: t.clock.now().toISOString() });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api.login(AUTO_GENERATED)).body.data).toMatchObject({ auto_generado: true });
  });

  it('answers a wrong e-mail, password or client code identically', async () => {
    const answers = await Promise.all([
      api.login('nobody@caribe.example'),
      api.login('maria.fernandez@caribe.example', 'Wrong.2026'),
      api.login('maria.fernandez@caribe.example', undefined, 2002),
    ]);
    for (const res of answers) expect(res).toEqual({ status: 401, body: { statusCode: 401, message: 'incorrect.credentials' } });
  });

  it('refuses bad input with a code naming the field, and starts nothing', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from sessions`);
    const bad = [
      [{ password: encodePassword('x'), customerCode: 1001 }, 'email', 'credentials.emailRequired'],
      [{ email: 'not-an-email', password: encodePassword('x'), customerCode: 1001 }, 'email', 'credentials.emailInvalid'],
      [{ email: NEGOTIATOR, password: '', customerCode: 1001 }, 'password', 'credentials.passwordRequired'],
      [{ email: NEGOTIATOR, password: 'not base64!', customerCode: 1001 }, 'password', 'credentials.passwordInvalid'],
      [{ email: NEGOTIATOR, password: encodePassword('x'), customerCode: '1001' }, 'customerCode', 'credentials.customerCodeRequired'],
      [{ email: NEGOTIATOR, password: encodePassword('x'), customerCode: 10.5 }, 'customerCode', 'credentials.customerCodeInvalid'],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await api.call('POST', '/auth/login', { body });
      expect(res, JSON.stringify(body)).toEqual({ status: 400, body: { statusCode: 400, message, field } });
    }
    const after = await t.db.execute(sql`select count(*)::int as n from sessions`);
    expect(after.rows).toEqual(before.rows);
  });

  it('requires the API key on every call', async () => {
    expect((await api.call('POST', '/auth/login', { apiKey: null, body: {} })).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await api.call('POST', '/auth/login', { apiKey: 'wrong', body: {} })).status).toBe(401);
  });
});

describe('step 2: the PIN', () => {
  it('returns the user of spec §3 and a new token', async () => {
    const first = await api.login(NEGOTIATOR);
    const res = await api.pin(first.body.token!);
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(first.body.token);
    expect(res.body.data).toEqual({
      nombre: 'Ana',
      p_apellido: 'Pérez',
      s_apellido: 'García',
      datos_ultima_conexion: null,
      fecha_sistema: { today: '20260311', lastWorkingDate: '20260310', nextWorkingDate: '20260312', todayIsWorkingDay: true },
      usuario: 'aperez',
      foto: null,
      numero_firmas: 2,
      roles: ['21'],
      fecha_servidor_web: '2026-03-11T14:00:00.000Z',
    });
    // The step-1 token no longer opens anything.
    expect((await api.pin(first.body.token!)).body.message).toBe('session.not.found');
    await api.call('DELETE', '/auth/logout', { token: res.body.token! });
  });

  it('reports the previous sign-in date on the next one', async () => {
    const token = await api.signIn(OTHER_COMPANY);
    await api.call('DELETE', '/auth/logout', { token });
    t.clock.advance(24 * 60 * MINUTE);
    const first = await api.login(OTHER_COMPANY);
    const res = await api.pin(first.body.token!);
    expect(res.body.data).toMatchObject({ datos_ultima_conexion: '20260311', fecha_sistema: { today: '20260312' } });
    await api.call('DELETE', '/auth/logout', { token: res.body.token! });
    t.clock.set(new Date('2026-03-11T14:00:00Z'));
  });

  it('answers a wrong PIN with incorrect.pin and an empty or non-digit one with not.pin', async () => {
    const { token } = (await api.login(SIGNER)).body;
    expect((await api.pin(token!, '9999')).body).toEqual({ statusCode: 401, message: 'incorrect.pin' });
    for (const bad of ['', 'abc', '12a4', '123456789']) {
      expect((await api.call('POST', `/auth/login/${bad}`, { token })).body).toMatchObject({ statusCode: 400, message: 'not.pin' });
    }
    expect((await api.pin(token!)).status).toBe(200);
  });

  it('does not let a PIN-stage token call the portal', async () => {
    const { token } = (await api.login('maria.fernandez@caribe.example')).body;
    expect((await api.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('stores tokens only as hashes', async () => {
    const token = await api.signIn(ADMIN);
    const rows = await t.db.execute(sql`select encode(token_hash, 'escape') as h from sessions`);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    const hits = await t.db.execute(sql`select count(*)::int as n from sessions where token_hash = sha256(convert_to(${token}, 'UTF8'))`);
    expect(hits.rows[0]).toEqual({ n: 1 });
  });
});

describe('sessions', () => {
  it('keeps one active session per user', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    const token = await c.signIn(NEGOTIATOR);
    expect((await c.login(NEGOTIATOR)).body).toEqual({ statusCode: 409, message: 'another.session.started' });
    // Once the first session has been idle past the limit, a new sign-in is allowed.
    app2.clock.advance(5 * MINUTE);
    expect((await c.login(NEGOTIATOR)).status).toBe(200);
    expect((await c.call('POST', '/external-service/menu', { token })).body.message).toBe('session.expired');
    await app2.close();
  });

  it('lets exactly one of two concurrent sign-ins win', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    const [a, b] = await Promise.all([c.login(SIGNER), c.login(SIGNER)]);
    const tokens = [a, b].filter((r) => r.status === 200).map((r) => r.body.token!);
    const pins = await Promise.all(tokens.map((tk) => c.pin(tk)));
    const winners = pins.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    // A loser's pending session was either replaced by the later step 1 or beaten at the PIN.
    for (const loser of pins.filter((r) => r.status !== 200)) {
      expect(['another.session.started', 'session.not.found']).toContain(loser.body.message);
    }
    // Two complete sign-ins racing end to end: still exactly one valid token.
    app2.clock.advance(6 * MINUTE);
    const race = await Promise.allSettled([c.signIn(NEGOTIATOR), c.signIn(NEGOTIATOR), c.signIn(NEGOTIATOR)]);
    const won = race.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect((await c.call('POST', '/external-service/menu', { token: won[0] })).status).toBe(200);
    await app2.close();
  });

  it('expires after 5 idle minutes, and activity keeps it alive', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    const token = await c.signIn(SIGNER);
    for (let i = 0; i < 3; i++) {
      app2.clock.advance(4 * MINUTE);
      expect((await c.call('POST', '/external-service/menu', { token })).status).toBe(200);
    }
    app2.clock.advance(5 * MINUTE);
    expect((await c.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 401, message: 'session.expired' });
    expect((await c.call('POST', '/external-service/menu', { token })).body.message).toBe('session.expired');
    await app2.close();
  });

  it('honours a configured idle limit', async () => {
    const app2 = await testApp({ sessionIdleMinutes: 15 });
    const c = client(app2.app);
    const token = await c.signIn(SIGNER);
    app2.clock.advance(14 * MINUTE);
    expect((await c.call('POST', '/external-service/menu', { token })).status).toBe(200);
    await app2.close();
  });

  it('logout ends the session; unknown tokens are not found', async () => {
    const token = await api.signIn('maria.fernandez@caribe.example');
    expect(await api.call('DELETE', '/auth/logout', { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('POST', '/external-service/menu', { token })).body).toEqual({ statusCode: 404, message: 'session.not.found' });
    expect((await api.call('DELETE', '/auth/logout', { token })).body.message).toBe('session.not.found');
    expect((await api.call('POST', '/external-service/menu', { token: 'A'.repeat(43) })).body).toEqual({ statusCode: 404, message: 'session.not.found' });
    expect((await api.call('POST', '/external-service/menu')).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });
});

describe('lockout after 5 consecutive failures (ADR 0004)', () => {
  it('warns before the last attempt, locks on the fifth, and unlocks after the lock period', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    const wrong = () => c.login(SIGNER, 'Wrong.2026');
    for (let i = 0; i < 3; i++) expect((await wrong()).body).toEqual({ statusCode: 401, message: 'incorrect.credentials' });
    expect((await wrong()).body).toEqual({ statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 });
    expect((await wrong()).body).toEqual({ statusCode: 423, message: 'user.locked' });
    expect((await c.login(SIGNER)).body).toEqual({ statusCode: 423, message: 'user.locked' });
    app2.clock.advance(30 * MINUTE);
    const first = await c.login(SIGNER);
    expect(first.status).toBe(200);
    await app2.close();
  });

  it('counts wrong PINs with wrong passwords, and a lock ends the pending session', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    await c.login(NEGOTIATOR, 'Wrong.2026');
    await c.login(NEGOTIATOR, 'Wrong.2026');
    const { token } = (await c.login(NEGOTIATOR)).body;
    expect((await c.pin(token!, '0000')).body).toEqual({ statusCode: 401, message: 'incorrect.pin' });
    expect((await c.pin(token!, '0000')).body).toEqual({ statusCode: 401, message: 'incorrect.pin', attemptsLeft: 1 });
    expect((await c.pin(token!, '0000')).body).toEqual({ statusCode: 423, message: 'user.locked' });
    expect((await c.pin(token!)).body.message).toBe('session.not.found');
    await app2.close();
  });

  it('resets the count after a complete sign-in', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    for (let i = 0; i < 4; i++) await c.login(OTHER_COMPANY, 'Wrong.2026');
    const token = await c.signIn(OTHER_COMPANY);
    await c.call('DELETE', '/auth/logout', { token });
    for (let i = 0; i < 3; i++) expect((await c.login(OTHER_COMPANY, 'Wrong.2026')).body).not.toHaveProperty('attemptsLeft');
    await app2.close();
  });

  it('treats an unknown e-mail exactly like a real one', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await c.login('ghost@caribe.example', 'Wrong.2026')).body);
    expect(answers.slice(3)).toEqual([
      { statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 },
      { statusCode: 423, message: 'user.locked' },
    ]);
    await app2.close();
  });
});
