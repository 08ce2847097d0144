import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { createPinCheck } from '../../core/session/pin-check.js';
import { createSignInGuard } from '../../core/sign-in-guard/guard.js';
import { DEMO_PIN } from '../../seed/demo-bank.js';
import { SECOND_SIGNER, count, form, transferSetup, type TransferCaller } from '../../test/transfers.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER])));
afterAll(() => t.close());

describe('signing asks the PIN again', () => {
  it('refuses a missing or wrong PIN without signing, and a right one clears the count', async () => {
    const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form())).body.data[0].traspaso_id;
    const shown = await c.shownOf(id);
    expect(await c.call(SIGNER, 'transfer_request_authorize', shown, { pin: null })).toMatchObject({ status: 400, body: { message: 'not.pin', field: 'x-signing-pin' } });
    expect(await c.call(SIGNER, 'transfer_request_authorize', shown, { pin: '12ab' })).toMatchObject({ status: 400, body: { message: 'not.pin' } });
    expect(await c.call(SIGNER, 'transfer_request_authorize', shown, { pin: '1357' })).toEqual({ status: 401, body: { statusCode: 401, message: 'incorrect.pin' } });
    expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(0);
    expect(await count(t, 'sign_in_guard', sql`email_key = 'carlos.rodriguez@caribe.example' and failures = 1`)).toBe(1);
    expect(await count(t, 'traces', sql`operation = 'auth.signingPinFailed' and username = 'crodriguez'`)).toBe(1);
    expect((await c.call(SIGNER, 'transfer_request_authorize', shown)).body.data[0].respuesta).toBe('ACTUALIZADA FIRMA 1');
    expect(await count(t, 'sign_in_guard', sql`email_key = 'carlos.rodriguez@caribe.example' and failures > 0`)).toBe(0);
  });

  it('counts wrong PINs towards the sign-in lockout: the fifth locks the user and ends the session', async () => {
    const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form())).body.data[0].traspaso_id;
    const shown = await c.shownOf(id);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await c.call(SECOND_SIGNER, 'transfer_request_authorize', shown, { pin: '0000' }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 423]);
    expect(answers[3]!.body).toEqual({ statusCode: 401, message: 'incorrect.pin', attemptsLeft: 1 });
    expect(answers[4]!.body).toEqual({ statusCode: 423, message: 'user.locked' });
    expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(0);
    // The session is over, and signing in again is refused while locked.
    expect((await c.call(SECOND_SIGNER, 'transfer_request_list', { start: 0, limit: 1 })).status).toBe(404);
    expect((await c.api.login(SECOND_SIGNER)).status).toBe(423);
    expect(await count(t, 'traces', sql`operation = 'auth.locked' and username = 'mfernandez'`)).toBe(1);
  });
});

describe('a burst of wrong signing PINs (ADR 0026)', () => {
  it('50 at once from 50 addresses: at most 5 evaluated, the user locked, the right PIN refused during the lock', async () => {
    // Behind a trusted proxy on loopback each caller is its own address: the per-account claim is what must hold.
    const { t, c } = await transferSetup([NEGOTIATOR, SIGNER], { trustProxy: ['127.0.0.1'] });
    try {
      const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form())).body.data[0].traspaso_id;
      const shown = await c.shownOf(id);
      const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => c.call(SIGNER, 'transfer_request_authorize', shown, { pin: '0000', ip: `198.51.100.${i + 1}` })));
      for (const r of replies) expect(['401 incorrect.pin', '423 user.locked', '429 too.many.requests', '404 session.not.found']).toContain(`${r.status} ${r.body.message}`);
      // Only claimed attempts reach argon2, and each evaluated one is traced: five, the fifth locking.
      expect(await count(t, 'traces', sql`operation = 'auth.signingPinFailed' and username = 'crodriguez'`)).toBe(5);
      expect(await count(t, 'traces', sql`operation = 'auth.locked' and username = 'crodriguez'`)).toBe(1);
      expect(await count(t, 'sign_in_guard', sql`email_key = ${SIGNER} and failures = 5 and pending = 0 and locked_until > ${t.clock.now()}`)).toBe(1);
      expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(0);
      // The burst's session is over, and signing in again is refused while locked.
      expect((await c.call(SIGNER, 'transfer_request_authorize', shown)).status).toBe(404);
      expect((await c.api.login(SIGNER)).body).toEqual({ statusCode: 423, message: 'user.locked' });
      // The right PIN, asked of the check itself (no session survives the lock to send it), is refused until the lock runs out.
      const [user] = (await t.db.execute<{ id: number; company_id: number }>(sql`select id, company_id from users where username = 'crodriguez'`)).rows;
      const session = { sessionId: 0, userId: user!.id, companyId: user!.company_id, emailKey: SIGNER, stage: 'active' as const, roles: [] };
      const confirmPin = createPinCheck({ db: t.db, clock: t.clock, config: t.config, signInGuard: createSignInGuard(t) });
      const origin = { ip: '198.51.100.99', externalId: 'burst-test' };
      await expect(confirmPin(session, DEMO_PIN, origin, 'after the burst')).rejects.toMatchObject({ statusCode: 423, code: 'user.locked' });
      t.clock.advance(t.config.lockMinutes * 60_000 - 1);
      await expect(confirmPin(session, DEMO_PIN, origin, 'a moment before it lifts')).rejects.toMatchObject({ statusCode: 423 });
      t.clock.advance(1);
      await expect(confirmPin(session, DEMO_PIN, origin, 'once it lifted')).resolves.toBeUndefined();
      expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
