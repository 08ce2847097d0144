import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodePassword } from '@bel/contract';
import { testApp } from '../../test/test-app.js';
import { signedInApp } from '../../test/signed-in-app.js';
import { NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';
import { DEMO_PASSWORD, DEMO_PIN } from '../../seed/demo-bank.js';
import { expectNoSecrets } from '../../test/secrets.js';

const s = signedInApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WRONG = 'Wrong.2026';

type TraceRow = {
  username: string;
  first_name: string;
  last_name_1: string;
  last_name_2: string;
  company_id: number | null;
  operation: string;
  ip: string | null;
  external_id: string;
  description: string;
};

/** The rows written since the mark, oldest first. */
let mark = 0;
beforeEach(async () => {
  mark = Number((await s.t.db.execute<{ n: string }>(sql`select coalesce(max(id), 0) as n from traces`)).rows[0]!.n);
});
async function written(): Promise<TraceRow[]> {
  const { rows } = await s.t.db.execute<TraceRow>(sql`
    select username, first_name, last_name_1, last_name_2, company_id, operation, ip, external_id, description
      from traces where id > ${mark} order by id`);
  return rows;
}

const ana = { username: 'aperez', first_name: 'Ana', last_name_1: 'Pérez', last_name_2: 'García', company_id: 1, ip: '127.0.0.1' };

/** No secret ever reaches the trail: not the password (plain or encoded), not the PIN. */
function expectNoSecretsIn(rows: TraceRow[], ...secrets: string[]) {
  for (const row of rows) expect(row.external_id).toMatch(UUID);
  expectNoSecrets(JSON.stringify(rows), [DEMO_PASSWORD, encodePassword(DEMO_PASSWORD), WRONG, encodePassword(WRONG), ...secrets]);
}

describe('sign-in events in the audit trail (ADR 0022)', () => {
  it('traces both steps of a sign-in with the names, the ip and the request id, and the sign-out', async () => {
    const token = await s.api.signIn(NEGOTIATOR);
    await s.api.call('DELETE', '/auth/logout', { token });
    const rows = await written();
    expect(rows.map((r) => r.operation)).toEqual(['auth.credentialsAccepted', 'auth.signIn', 'auth.signOut']);
    for (const row of rows) {
      expect(row).toMatchObject(ana);
      expect(row.external_id).toMatch(UUID);
    }
    expect(new Set(rows.map((r) => r.external_id)).size).toBe(3);
    expect(rows[0]!.description).toBe('<signIn><email>ana.perez@caribe.example</email><clientCode>1001</clientCode><step>password</step></signIn>');
    expect(rows[1]!.description).toBe('<signIn><email>ana.perez@caribe.example</email><step>pin</step></signIn>');
    expectNoSecretsIn(rows, DEMO_PIN);
  });

  it('keeps the trace of a refused password, client code and PIN although the call fails', async () => {
    expect((await s.api.login(NEGOTIATOR, WRONG)).status).toBe(401);
    expect((await s.api.login(NEGOTIATOR, DEMO_PASSWORD, 2002)).status).toBe(401);
    const { token } = (await s.api.login(NEGOTIATOR)).body;
    expect((await s.api.pin(token!, '9753')).status).toBe(401);
    const signedIn = await s.api.pin(token!);
    expect(signedIn.status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => [r.operation, /<reason>(\w+)</.exec(r.description)?.[1]])).toEqual([
      ['auth.signInFailed', 'password'],
      ['auth.signInFailed', 'clientCode'],
      ['auth.credentialsAccepted', undefined],
      ['auth.signInFailed', 'pin'],
      ['auth.signIn', undefined],
    ]);
    for (const row of rows) expect(row).toMatchObject(ana);
    expectNoSecretsIn(rows, '9753', DEMO_PIN);
    await s.api.call('DELETE', '/auth/logout', { token: signedIn.body.token! });
  });

  it('traces an unknown e-mail under the e-mail as typed, with no names and no company', async () => {
    expect((await s.api.login('Nobody.Here@Caribe.example', WRONG)).status).toBe(401);
    const [row] = await written();
    expect(row).toMatchObject({ username: 'Nobody.Here@Caribe.example', first_name: '', last_name_1: '', last_name_2: '', company_id: null, operation: 'auth.signInFailed' });
    expect(row!.description).toContain('<reason>unknownEmail</reason>');
    expect(row!.external_id).toMatch(UUID);
  });

  it('traces the attempt that locks the user and the ones refused while locked', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    for (let i = 0; i < 5; i++) await c.login(SIGNER, WRONG);
    expect((await c.login(SIGNER)).status).toBe(423);
    const { rows } = await app2.db.execute<TraceRow>(sql`select operation, username, description from traces where username = 'crodriguez' order by id`);
    expect(rows.map((r) => r.operation)).toEqual([...Array(5).fill('auth.signInFailed'), 'auth.locked', 'auth.signInFailed']);
    expect(rows[5]!.description).toBe('<lock><after>auth.signInFailed</after><until>2026-03-11T14:30:00.000Z</until></lock>');
    expect(rows[6]!.description).toContain('<reason>locked</reason>');
    await app2.close();
  });

  it('traces a wrong PIN that locks, with the lock, in one transaction with the ended session', async () => {
    const app2 = await testApp();
    const c = client(app2.app);
    for (let i = 0; i < 4; i++) await c.login(OTHER_COMPANY, WRONG);
    const { token } = (await c.login(OTHER_COMPANY, DEMO_PASSWORD)).body;
    expect(token).toBeDefined();
    const { rows } = await app2.db.execute<TraceRow>(sql`select operation from traces where username = 'jcastillo' order by id`);
    expect(rows.map((r) => r.operation)).toEqual([...Array(4).fill('auth.signInFailed'), 'auth.credentialsAccepted']);
    expect((await c.pin(token!, '0000')).status).toBe(423);
    const after = await app2.db.execute<TraceRow>(sql`select operation, company_id from traces where username = 'jcastillo' order by id`);
    expect(after.rows.slice(5)).toEqual([
      { operation: 'auth.signInFailed', company_id: 2 },
      { operation: 'auth.locked', company_id: 2 },
    ]);
    await app2.close();
  });

  it('traces a refused second session, although its transaction was rolled back', async () => {
    const token = await s.api.signIn(SIGNER);
    mark = Number((await s.t.db.execute<{ n: string }>(sql`select max(id) as n from traces`)).rows[0]!.n);
    expect((await s.api.login(SIGNER)).body.message).toBe('another.session.started');
    const rows = await written();
    expect(rows.map((r) => [r.operation, r.username])).toEqual([['auth.signInFailed', 'crodriguez']]);
    expect(rows[0]!.description).toContain('<reason>anotherSession</reason>');
    await s.api.call('DELETE', '/auth/logout', { token });
  });
});

describe('recovery and password changes in the audit trail', () => {
  const identity = { user: 'etorres', documentType: 1, documentId: '91071523156', dateOfBirth: '19910715', documentDueDate: '20320715' };
  const elena = { username: 'etorres', first_name: 'Elena', company_id: 1, ip: '127.0.0.1' };

  it('traces a failed and a matching identity step without the document data, and the new password', async () => {
    expect((await s.api.call('POST', '/auth/credentials', { body: { ...identity, documentId: '00000000000' } })).status).toBe(401);
    expect((await s.api.call('POST', '/auth/credentials', { body: { ...identity, user: 'nadie' } })).status).toBe(401);
    const { token } = (await s.api.call('POST', '/auth/credentials', { body: identity })).body;
    expect((await s.api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword('Nueva.2026') } })).status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => [r.operation, r.username])).toEqual([
      ['auth.recoveryFailed', 'etorres'],
      ['auth.recoveryFailed', 'nadie'],
      ['auth.recovery', 'etorres'],
      ['auth.passwordChanged', 'etorres'],
    ]);
    expect(rows[0]).toMatchObject(elena);
    expect(rows[0]!.description).toBe('<recovery><user>etorres</user><documentType>1</documentType><reason>identity</reason></recovery>');
    expect(rows[1]).toMatchObject({ first_name: '', company_id: null });
    expect(rows[3]).toMatchObject({ ...elena, description: '<credentials><via>recovery</via></credentials>' });
    expectNoSecretsIn(rows, identity.documentId, '00000000000', identity.dateOfBirth, 'Nueva.2026', encodePassword('Nueva.2026'));
  });

  it('traces the settings dialog: a wrong current password, a new password, a photo', async () => {
    const token = await s.api.signIn('maria.fernandez@caribe.example');
    mark = Number((await s.t.db.execute<{ n: string }>(sql`select max(id) as n from traces`)).rows[0]!.n);
    const photo = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString('base64')}`;
    expect((await s.api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword(WRONG), newPassword: encodePassword('Otra.2026x') } })).status).toBe(401);
    expect((await s.api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword(DEMO_PASSWORD), newPassword: encodePassword('Otra.2026x') } })).status).toBe(200);
    expect((await s.api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword('Otra.2026x'), picture: photo } })).status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => [r.operation, r.username, r.description])).toEqual([
      ['auth.passwordChangeFailed', 'mfernandez', '<credentials><via>settings</via><reason>password</reason></credentials>'],
      ['auth.passwordChanged', 'mfernandez', '<credentials><via>settings</via></credentials>'],
      ['auth.photoChanged', 'mfernandez', '<credentials><via>settings</via></credentials>'],
    ]);
    expectNoSecretsIn(rows, 'Otra.2026x', encodePassword('Otra.2026x'));
  });
});
