import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { SECOND_SIGNER, count, credit, form, transferSetup, type TransferCaller } from '../../test/transfers.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER])));
afterAll(() => t.close());

const entries = (id: number) => count(t, 'journal_entries', sql`reference = ${`FTBEL${String(id).padStart(9, '0')}`}`);

describe('the same call twice', () => {
  it('makes one transfer from a hundred concurrent replays of one key, each answered with the first answer', async () => {
    const before = await count(t, 'requests');
    const body = form({ creditos: [credit({ importe: '12.34' })] });
    const answers = await Promise.all(Array.from({ length: 100 }, () => c.call(NEGOTIATOR, 'transfer_request_save_and_send', body, { key: 'replay-create-0001' })));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await count(t, 'requests')).toBe(before + 1);
    const id = answers[0]!.body.data[0].traspaso_id;
    expect(await count(t, 'traces', sql`operation = 'request.transfer.sendToSign' and description like ${`%<id>${id}</id>%`}`)).toBe(1);

    // The same key with another body is refused, clearly, and changes nothing.
    const other = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ creditos: [credit({ importe: '99' })] }), { key: 'replay-create-0001' });
    expect(other).toMatchObject({ status: 422, body: { message: 'request.idempotency.mismatch' } });
    // ...and so is the same key on another call with the same body.
    expect(await c.call(NEGOTIATOR, 'transfer_request_save', body, { key: 'replay-create-0001' })).toMatchObject({ status: 422, body: { message: 'request.idempotency.mismatch' } });
    expect(await count(t, 'requests')).toBe(before + 1);
    expect(await c.call(NEGOTIATOR, 'transfer_request_save', body, { key: 'short' })).toMatchObject({ status: 400, body: { message: 'request.idempotency.keyInvalid', field: 'idempotency-key' } });
    // A key is the user's own: another user's same key is another call.
    expect((await c.call(SIGNER, 'transfer_request_reject', { id, respuesta: 'No' }, { key: 'replay-create-0001' })).body.data[0]).toMatchObject({ estado: 'Rechazada' });
  });

  it('replays a signature: one signature, the first answer again', async () => {
    const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form())).body.data[0].traspaso_id;
    const shown = await c.shownOf(id);
    // Each replay has its PIN checked first, and the sign-in guard evaluates at most five of one
    // user's at a time (ADR 0026): the others are refused unevaluated, changing nothing.
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.call(SIGNER, 'transfer_request_authorize', shown, { key: 'replay-sign-00001' })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.map((a) => a.body.data[0].respuesta)).toEqual(Array(ok.length).fill('ACTUALIZADA FIRMA 1'));
    for (const a of answers.filter((r) => r.status !== 200)) expect(a).toMatchObject({ status: 429, body: { message: 'too.many.requests' } });
    expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(1);
    // The refused replays were not PIN attempts: nothing counts towards the lockout (ADR 0048).
    const wrongPins = () => count(t, 'sign_in_guard', sql`failures > 0`);
    expect(await wrongPins()).toBe(0);
    // A later replay is a new presentation of the PIN: a wrong one is refused and counted, and
    // never gets the first answer; with the right PIN it gets the first answer, and the count clears.
    expect(await c.call(SIGNER, 'transfer_request_authorize', shown, { key: 'replay-sign-00001', pin: '1111' })).toMatchObject({ status: 401, body: { message: 'incorrect.pin' } });
    expect(await wrongPins()).toBe(1);
    expect(await c.call(SIGNER, 'transfer_request_authorize', shown, { key: 'replay-sign-00001' })).toEqual(ok[0]);
    expect(await wrongPins()).toBe(0);
    expect(await count(t, 'request_signatures', sql`request_id = ${id}`)).toBe(1);
    // A refused call keeps nothing under its key: once allowed, the same key works.
    const refused = await c.call(SECOND_SIGNER, 'transfer_request_authorize', shown, { key: 'replay-sign-00002', pin: '1111' });
    expect(refused).toMatchObject({ status: 401, body: { message: 'incorrect.pin' } });
    expect((await c.call(SECOND_SIGNER, 'transfer_request_authorize', shown, { key: 'replay-sign-00002' })).body.data[0].respuesta).toBe('request.done.executed');
    expect(await entries(id)).toBe(1);
  });

  it('executes once when both signers race, each clicking five times', async () => {
    for (let round = 0; round < 5; round++) {
      const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ creditos: [credit({ importe: `${round + 1}.00` })] }))).body.data[0].traspaso_id;
      const shown = await c.shownOf(id);
      const answers = await Promise.all([SIGNER, SECOND_SIGNER].flatMap((who) => Array.from({ length: 5 }, () => c.call(who, 'transfer_request_authorize', shown))));
      const ok = answers.filter((a) => a.status === 200).map((a) => a.body.data[0].respuesta).sort();
      expect(ok).toEqual(['ACTUALIZADA FIRMA 1', 'request.done.executed']);
      expect(answers.filter((a) => a.status !== 200).every((a) => ['request.already.signed', 'request.wrong.state'].includes(a.body.message!))).toBe(true);
      expect(await count(t, 'request_signatures', sql`request_id = ${id} and voided_at is null`)).toBe(2);
      expect(await entries(id)).toBe(1);
    }
  });
});
