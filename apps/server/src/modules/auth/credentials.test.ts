import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodePassword, PHOTO_MAX_BYTES } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { AUTO_GENERATED, NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-bank.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await testApp();
  api = client(t.app);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Nueva.2026';

/** The seeded identity of each user (seed/demo-identity.ts), as the wire sends it. */
const IDENTITY = {
  etorres: { user: 'etorres', documentType: 1, documentId: '91071523156', dateOfBirth: '19910715', documentDueDate: '20320715' },
  crodriguez: { user: 'crodriguez', documentType: 1, documentId: '72110504527', dateOfBirth: '19721105', documentDueDate: '20291105' },
  mfernandez: { user: 'mfernandez', documentType: 2, documentId: 'K4471902', dateOfBirth: '19860221', documentDueDate: '20300914' },
  jcastillo: { user: 'jcastillo', documentType: 3, documentId: 'R2083516', dateOfBirth: '19830530', documentDueDate: '20291231' },
  aperez: { user: 'aperez', documentType: 1, documentId: '79041208314', dateOfBirth: '19790412', documentDueDate: '20310630' },
};

/** A PNG data URI of exactly `bytes` bytes (the PNG signature, then zeros). */
function png(bytes: number): string {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return `data:image/png;base64,${data.toString('base64')}`;
}

/** Everything a refused call must leave as it was. */
async function snapshot() {
  const { rows } = await t.db.execute(sql`
    select (select md5(string_agg(u.id || u.password_hash || coalesce(u.photo, '') || u.password_auto_generated, ',' order by u.id)) from users u) as users,
           (select md5(string_agg(s.id || s.stage || coalesce(s.ended_reason, 'open'), ',' order by s.id)) from sessions s) as sessions`);
  return rows[0];
}

const recover = (body: unknown) => api.call('POST', '/auth/credentials', { body });
const patch = (token: string, body: unknown) => api.call('PATCH', '/auth/credentials', { token, body });

async function recoveryToken(identity: (typeof IDENTITY)[keyof typeof IDENTITY]): Promise<string> {
  const res = await recover(identity);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token!;
}

describe('GET auth/identityDocuments', () => {
  it('lists the document types without a session', async () => {
    const res = await api.call('GET', '/auth/identityDocuments');
    expect(res).toEqual({
      status: 200,
      body: {
        data: [
          { tipo_documento_id: 1, siglas: 'CI' },
          { tipo_documento_id: 2, siglas: 'PAS' },
          { tipo_documento_id: 3, siglas: 'CR' },
        ],
      },
    });
    expect((await api.call('GET', '/auth/identityDocuments', { apiKey: null })).status).toBe(401);
  });

  it('holds an identity for every demo user', async () => {
    const { rows } = await t.db.execute(sql`select count(*)::int as n from users u left join user_identities i on i.user_id = u.id where i.id is null`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('POST auth/credentials (identity step)', () => {
  it('answers a recovery token when every identity field matches', async () => {
    const res = await recover({ ...IDENTITY.jcastillo, documentId: ' r2083516 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.execute(sql`select s.stage from sessions s join users u on u.id = s.user_id where u.username = 'jcastillo' and s.ended_at is null`);
    expect(rows).toEqual([{ stage: 'recovery' }]);
  });

  it('the recovery token opens nothing but PATCH auth/credentials and logout', async () => {
    const token = await recoveryToken(IDENTITY.jcastillo);
    expect((await api.call('POST', '/accounts/getByUserRolContract', { token, body: { roles: ['21'] } })).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await api.call('POST', '/auth/login/2468', { token })).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await api.call('GET', '/auth/getPinUser', { token })).status).toBe(401);
    expect((await api.call('DELETE', '/auth/logout', { token })).status).toBe(200);
    expect((await patch(token, { password: encodePassword(NEW_PASSWORD) })).body.message).toBe('session.not.found');
  });

  it('a new identity step replaces the previous recovery token', async () => {
    const first = await recoveryToken(IDENTITY.jcastillo);
    await recoveryToken(IDENTITY.jcastillo);
    expect((await patch(first, { password: encodePassword(NEW_PASSWORD) })).body.message).toBe('session.not.found');
  });

  it('answers incorrect.credentials for any wrong field or an unknown user, alike', async () => {
    const good = IDENTITY.crodriguez;
    const wrong = [
      { ...good, documentType: 2 },
      { ...good, documentId: '72110504528' },
      { ...good, dateOfBirth: '19721106' },
      { ...good, documentDueDate: '20291106' },
      { ...good, user: 'nadie' },
      { ...IDENTITY.mfernandez, documentType: 99 },
    ];
    for (const body of wrong) {
      const res = await recover(body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body.message).toBe('incorrect.credentials');
    }
    // Four wrong attempts on crodriguez: the fourth announced the last one before the lock.
    expect((await recover({ ...good, documentId: '00000000000' })).body).toEqual({ statusCode: 423, message: 'user.locked' });
    await t.db.execute(sql`delete from sign_in_guard`);
  });

  it('refuses bad input with a code naming the field, and changes nothing', async () => {
    const good = IDENTITY.etorres;
    const before = await snapshot();
    const guardBefore = (await t.db.execute(sql`select count(*)::int as n from sign_in_guard`)).rows;
    const bad = [
      [{ ...good, user: 'ETorres' }, 'user', 'recovery.userInvalid'],
      [{ ...good, user: 'e.torres' }, 'user', 'recovery.userInvalid'],
      [{ ...good, user: 'elena.torres@caribe.example' }, 'user', 'recovery.userInvalid'],
      [{ ...good, user: 'etorres_' }, 'user', 'recovery.userInvalid'],
      [{ ...good, user: '' }, 'user', 'recovery.userRequired'],
      [{ ...good, documentType: '1' }, 'documentType', 'recovery.documentTypeRequired'],
      [{ ...good, documentId: '' }, 'documentId', 'recovery.documentIdRequired'],
      [{ ...good, documentId: '91-07-15' }, 'documentId', 'recovery.documentIdInvalid'],
      [{ ...good, dateOfBirth: undefined }, 'dateOfBirth', 'recovery.birthDateRequired'],
      [{ ...good, dateOfBirth: '1991-07-15' }, 'dateOfBirth', 'forms.date.invalid'],
      [{ ...good, documentDueDate: '20320230' }, 'documentDueDate', 'forms.date.invalid'],
      [{ ...good, documentDueDate: '18000101' }, 'documentDueDate', 'forms.date.outOfRange'],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await recover(body);
      expect(res, JSON.stringify(body)).toEqual({ status: 400, body: { statusCode: 400, message, field } });
    }
    expect(await snapshot()).toEqual(before);
    expect((await t.db.execute(sql`select count(*)::int as n from sign_in_guard`)).rows).toEqual(guardBefore);
  });

  it('counts wrong identities on the sign-in lock: warns, locks on the fifth, and the lock holds for sign-in too', async () => {
    const lock = await testApp();
    const lockApi = client(lock.app);
    const wrong = { ...IDENTITY.aperez, documentId: '79041208315' };
    for (let i = 1; i <= 3; i += 1) expect((await lockApi.call('POST', '/auth/credentials', { body: wrong })).body).toEqual({ statusCode: 401, message: 'incorrect.credentials' });
    expect((await lockApi.call('POST', '/auth/credentials', { body: wrong })).body).toEqual({ statusCode: 401, message: 'incorrect.credentials', attemptsLeft: 1 });
    expect((await lockApi.call('POST', '/auth/credentials', { body: wrong })).body).toEqual({ statusCode: 423, message: 'user.locked' });
    // Locked: the right identity and the right password are both refused.
    expect((await lockApi.call('POST', '/auth/credentials', { body: IDENTITY.aperez })).body.message).toBe('user.locked');
    expect((await lockApi.login(NEGOTIATOR)).body.message).toBe('user.locked');
    lock.clock.advance(30 * MINUTE);
    expect((await lockApi.call('POST', '/auth/credentials', { body: IDENTITY.aperez })).status).toBe(200);

    // Wrong passwords count with wrong identities: three plus two lock as well.
    for (let i = 0; i < 3; i += 1) await lockApi.login(SIGNER, 'Wrong.2026');
    await lockApi.call('POST', '/auth/credentials', { body: { ...IDENTITY.crodriguez, dateOfBirth: '19721106' } });
    expect((await lockApi.call('POST', '/auth/credentials', { body: { ...IDENTITY.crodriguez, dateOfBirth: '19721106' } })).body.message).toBe('user.locked');

    // An unknown user name is counted and locked exactly like a real one.
    for (let i = 0; i < 4; i += 1) await lockApi.call('POST', '/auth/credentials', { body: { ...IDENTITY.aperez, user: 'nadie' } });
    expect((await lockApi.call('POST', '/auth/credentials', { body: { ...IDENTITY.aperez, user: 'nadie' } })).body.message).toBe('user.locked');
    await lock.close();
  });

  it('a recovery token expires after 3 idle minutes', async () => {
    const token = await recoveryToken(IDENTITY.jcastillo);
    t.clock.advance(3 * MINUTE);
    expect((await patch(token, { password: encodePassword(NEW_PASSWORD) })).body).toEqual({ statusCode: 401, message: 'session.expired' });
    t.clock.set(new Date('2026-03-11T14:00:00Z'));
  });
});

describe('PATCH auth/credentials with a recovery token', () => {
  it('refuses each broken rule of the new password, and changes nothing', async () => {
    const token = await recoveryToken(IDENTITY.etorres);
    const before = await snapshot();
    const bad = [
      [{}, 'credentials.passwordRequired'],
      [{ password: '' }, 'credentials.passwordRequired'],
      [{ password: 'not base64!' }, 'credentials.passwordInvalid'],
      [{ password: encodePassword('Ab1.xyz') }, 'credentials.passwordLength'],
      [{ password: encodePassword('Abcdefghij1.klmnopqrs') }, 'credentials.passwordLength'],
      [{ password: encodePassword('Abcdefgh.') }, 'credentials.passwordDigit'],
      [{ password: encodePassword('ABCDEFG1.') }, 'credentials.passwordLower'],
      [{ password: encodePassword('abcdefg1.') }, 'credentials.passwordUpper'],
      [{ password: encodePassword('Abcdefg12') }, 'credentials.passwordSymbol'],
      [{ password: encodePassword('Abcde fg1.') }, 'credentials.passwordCharacters'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await patch(token, body);
      expect(res, JSON.stringify(body)).toEqual({ status: 400, body: { statusCode: 400, message, field: 'password' } });
    }
    const extra = await patch(token, { password: encodePassword(NEW_PASSWORD), picture: png(100) });
    expect(extra).toEqual({ status: 400, body: { statusCode: 400, message: 'credentials.recoveryOnlyPassword', field: 'picture' } });
    expect(await snapshot()).toEqual(before);
  });

  it('sets the password, ends the bank-issued state and every session of the user', async () => {
    // The bank-issued path: sign-in says so, the portal drops the pending session.
    const first = await api.login(AUTO_GENERATED);
    expect(first.body.data).toMatchObject({ auto_generado: true });
    const token = await recoveryToken(IDENTITY.etorres);
    const res = await patch(token, { password: encodePassword(NEW_PASSWORD) });
    expect(res).toEqual({ status: 200, body: { data: null } });
    // The token, and the pending sign-in, are over.
    expect((await patch(token, { password: encodePassword('Otra.2026') })).body.message).toBe('session.not.found');
    expect((await api.pin(first.body.token!)).body.message).toBe('session.not.found');
    // The old password no longer works; the new one does, and is no longer bank-issued.
    expect((await api.login(AUTO_GENERATED)).body.message).toBe('incorrect.credentials');
    const again = await api.login(AUTO_GENERATED, NEW_PASSWORD);
    expect(again.body.data).toMatchObject({ auto_generado: false });
    const session = await api.pin(again.body.token!);
    expect(session.status).toBe(200);
    await api.call('DELETE', '/auth/logout', { token: session.body.token! });
  });

  it('ends an active session of the user as well', async () => {
    const active = await api.signIn(OTHER_COMPANY);
    const token = await recoveryToken(IDENTITY.jcastillo);
    expect((await patch(token, { password: encodePassword(NEW_PASSWORD) })).status).toBe(200);
    expect((await api.call('GET', '/auth/getPinUser', { token: active })).body.message).toBe('session.not.found');
    const { rows } = await t.db.execute(sql`select ended_reason from sessions s join users u on u.id = s.user_id where u.username = 'jcastillo' order by s.id desc limit 2`);
    expect(rows).toEqual([{ ended_reason: 'password-changed' }, { ended_reason: 'password-changed' }]);
  });
});

describe('PATCH auth/credentials with a session (settings)', () => {
  const current = encodePassword(DEMO_PASSWORD);
  // A bank of its own: the call's rate limit (30 a minute) would otherwise be shared.
  beforeAll(async () => {
    await t.close();
    t = await testApp();
    api = client(t.app);
  });

  it('refuses a PIN-stage token', async () => {
    const first = await api.login(SIGNER);
    expect((await patch(first.body.token!, { password: current, picture: png(100) })).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    await api.call('DELETE', '/auth/logout', { token: first.body.token! });
  });

  it('refuses bad input with a code naming the field, and changes nothing', async () => {
    const token = await api.signIn(SIGNER);
    const before = await snapshot();
    const newPassword = (plain: string) => ({ password: current, newPassword: encodePassword(plain) });
    const bad = [
      [{ password: current, picture: png(PHOTO_MAX_BYTES + 1) }, 'picture', 'navbar.setting.imageSize'],
      [{ password: current, picture: 'data:image/svg+xml;base64,PHN2Zy8+' }, 'picture', 'navbar.setting.imageType'],
      [{ password: current, picture: png(100).replace('image/png', 'image/gif') }, 'picture', 'navbar.setting.imageType'],
      [newPassword('Ab1.xyz'), 'newPassword', 'credentials.passwordLength'],
      [newPassword('Abcdefghij1.klmnopqrs'), 'newPassword', 'credentials.passwordLength'],
      [newPassword('Abcdefgh.'), 'newPassword', 'credentials.passwordDigit'],
      [newPassword('ABCDEFG1.'), 'newPassword', 'credentials.passwordLower'],
      [newPassword('abcdefg1.'), 'newPassword', 'credentials.passwordUpper'],
      [newPassword('Abcdefg12'), 'newPassword', 'credentials.passwordSymbol'],
      [newPassword('Abcdéfg1.'), 'newPassword', 'credentials.passwordCharacters'],
      [{ password: current }, 'newPassword', 'navbar.setting.noChanges'],
      [{ password: current, newPassword: null, picture: null }, 'newPassword', 'navbar.setting.noChanges'],
      [{ newPassword: encodePassword(NEW_PASSWORD) }, 'password', 'credentials.passwordRequired'],
      // Doc 2 §5: the current password follows the same rule, with the same messages (ADR 0023).
      [{ password: encodePassword('demo.2026'), picture: png(100) }, 'password', 'credentials.passwordUpper'],
      [{ password: encodePassword('Demo2026'), newPassword: encodePassword(NEW_PASSWORD) }, 'password', 'credentials.passwordSymbol'],
      [{ password: encodePassword('Dmo.1'), picture: png(100) }, 'password', 'credentials.passwordLength'],
      [{ password: encodePassword('Démo.2026'), picture: png(100) }, 'password', 'credentials.passwordCharacters'],
      [{ password: current, newPassword: encodePassword(NEW_PASSWORD), admin: true }, 'body', 'body.invalid'],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await patch(token, body);
      expect(res, JSON.stringify(body).slice(0, 200)).toEqual({ status: 400, body: { statusCode: 400, message, field } });
    }
    // Far over the photo's size, the route's body limit refuses it before it is read (issue 12).
    expect(await patch(token, { password: current, picture: png(2_000_000) })).toEqual({ status: 413, body: { statusCode: 413, message: 'request.tooLarge' } });
    // Refused as input, before the password is checked: no attempt counted on the sign-in lock.
    expect((await t.db.execute(sql`select count(*)::int as n from sign_in_guard where failures > 0`)).rows).toEqual([{ n: 0 }]);
    // A wrong current password: the personal-data error.
    const wrong = await patch(token, { password: encodePassword('Wrong.2026'), newPassword: encodePassword(NEW_PASSWORD), picture: png(100) });
    expect(wrong).toEqual({ status: 401, body: { statusCode: 401, message: 'incorrect.credentials' } });
    expect(await snapshot()).toEqual(before);
    await t.db.execute(sql`delete from sign_in_guard`);
    await api.call('DELETE', '/auth/logout', { token });
  });

  it('stores a photo of exactly 200,000 bytes and a new password, and answers the photo as foto', async () => {
    const token = await api.signIn(SIGNER);
    const photo = png(PHOTO_MAX_BYTES);
    const res = await patch(token, { password: current, newPassword: encodePassword(NEW_PASSWORD), picture: photo });
    expect(res).toEqual({ status: 200, body: { data: { foto: photo } } });
    // The session goes on; a photo alone changes only the photo.
    const small = png(64);
    expect((await patch(token, { password: encodePassword(NEW_PASSWORD), picture: small })).body).toEqual({ data: { foto: small } });
    await api.call('DELETE', '/auth/logout', { token });
    expect((await api.login(SIGNER)).body.message).toBe('incorrect.credentials');
    const first = await api.login(SIGNER, NEW_PASSWORD);
    const user = await api.pin(first.body.token!);
    expect(user.body.data).toMatchObject({ usuario: 'crodriguez', foto: small });
    // A password change alone keeps the photo.
    expect((await patch(user.body.token!, { password: encodePassword(NEW_PASSWORD), newPassword: current })).body).toEqual({ data: { foto: small } });
    await api.call('DELETE', '/auth/logout', { token: user.body.token! });
  });

  it('five wrong current passwords lock the user and end the session', async () => {
    const lock = await testApp();
    const lockApi = client(lock.app);
    const token = await lockApi.signIn(NEGOTIATOR);
    const wrong = { password: encodePassword('Wrong.2026'), picture: png(100) };
    for (let i = 0; i < 3; i += 1) expect((await lockApi.call('PATCH', '/auth/credentials', { token, body: wrong })).status).toBe(401);
    expect((await lockApi.call('PATCH', '/auth/credentials', { token, body: wrong })).body).toMatchObject({ attemptsLeft: 1 });
    expect((await lockApi.call('PATCH', '/auth/credentials', { token, body: wrong })).body).toEqual({ statusCode: 423, message: 'user.locked' });
    expect((await lockApi.call('GET', '/auth/getPinUser', { token })).body.message).toBe('session.not.found');
    expect((await lockApi.login(NEGOTIATOR)).body.message).toBe('user.locked');
    await lock.close();
  });
});
