import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodePassword, type Notification } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { client, SIGNER } from '../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-bank.js';

// Issue 12, item 4: failed sign-ins, lockouts, recoveries and password changes leave a durable
// record in the trace trail (ADR 0022), and a password change tells the user.
let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await testApp();
  api = client(t.app);
});
afterAll(() => t.close());

const WRONG = 'Wrong.2026';
const MFERNANDEZ = 'maria.fernandez@caribe.example';
const IDENTITY = { user: 'mfernandez', documentType: 2, documentId: 'K4471902', dateOfBirth: '19860221', documentDueDate: '20300914' };

const operationsOf = async (username: string) =>
  (await t.db.execute<{ operation: string }>(sql`select operation from traces where username = ${username} order by id`)).rows.map((r) => r.operation);
const notices = async (token: string) => (await api.call<{ data: Notification[] }>('GET', '/notifications', { token })).body.data;

describe('records and notices', () => {
  it('a password changed in the settings dialog is traced and notified, with when and from where', async () => {
    const token = await api.signIn(SIGNER);
    const res = await api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword(DEMO_PASSWORD), newPassword: encodePassword('Nueva.2026') } });
    expect(res.status).toBe(200);
    const mine = (await notices(token)).filter((n) => n.texto === 'notifications.passwordChanged');
    expect(mine).toEqual([expect.objectContaining({ parametros: { at: '2026-03-11 14:00:00', ip: '127.0.0.1' }, operacion: null, visto: 0 })]);
    expect(await operationsOf('crodriguez')).toContain('auth.passwordChanged');
    // A photo alone is no password change: no notice.
    await api.call('PATCH', '/auth/credentials', { token, body: { password: encodePassword('Nueva.2026'), picture: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect((await notices(token)).filter((n) => n.texto === 'notifications.passwordChanged')).toHaveLength(1);
  });

  it('failed sign-ins, the lock, a failed and a successful recovery and the recovered password all reach the trail; the user is told', async () => {
    for (let i = 0; i < 5; i += 1) await api.login(MFERNANDEZ, WRONG);
    expect((await api.login(MFERNANDEZ)).status).toBe(423);
    t.clock.advance(30 * 60_000);
    expect((await api.call('POST', '/auth/credentials', { body: { ...IDENTITY, documentId: 'X0000000' } })).status).toBe(401);
    const recovered = await api.call('POST', '/auth/credentials', { body: IDENTITY });
    expect(recovered.status).toBe(200);
    expect((await api.call('PATCH', '/auth/credentials', { token: recovered.body.token!, body: { password: encodePassword('Otra.2026x') } })).status).toBe(200);
    const ops = await operationsOf('mfernandez');
    for (const op of ['auth.signInFailed', 'auth.locked', 'auth.recoveryFailed', 'auth.recovery', 'auth.passwordChanged']) expect(ops, op).toContain(op);
    expect(ops.filter((op) => op === 'auth.signInFailed')).toHaveLength(6);
    const first = await api.login(MFERNANDEZ, 'Otra.2026x');
    const token = (await api.pin(first.body.token!)).body.token!;
    expect((await notices(token)).map((n) => n.texto)).toContain('notifications.passwordChanged');
  });
});
