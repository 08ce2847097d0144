import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
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
