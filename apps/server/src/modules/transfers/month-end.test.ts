import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@bel/contract';
import { closeMonths } from '../../bank/month-close.js';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { CUP, SECOND_SIGNER, SOL_CUP, balancesOf, count, form, transferSetup, type TransferCaller, type Row } from '../../test/transfers.js';

// A transfer's last signature on a month's last day, just as the bank closes that month (ADR 0043):
// the ledger refuses the posting. The caller is told the bank's day changed, and nothing happened.
let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER])));
afterAll(() => t.close());

describe('a last signature that books into a month the bank has just closed', () => {
  it('is answered 409 bank.day.changed, and the transfer, the ledger and the trail stay as they were', async () => {
    const sent = await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form());
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id: number = sent.body.data[0].traspaso_id;
    expect((await c.call(SIGNER, 'transfer_request_authorize', await c.shownOf(id))).status).toBe(200);

    // The gateway's clock still reads 11 March; the bank's close has already run for March.
    expect(await closeMonths(t.db, '2026-04-01', new Date('2026-04-01T00:00:01Z'))).toEqual(['2026-03-01']);
    const before = { balances: await balancesOf(t, [CUP, SOL_CUP]), entries: await count(t, 'journal_entries'), traces: await count(t, 'traces') };

    const last = await c.call(SECOND_SIGNER, 'transfer_request_authorize', await c.shownOf(id));
    expect(last).toMatchObject({ status: 409, body: { statusCode: 409, message: ErrorCode.bankDayChanged } });
    expect(JSON.stringify(last.body)).not.toMatch(/ledger|closed|constraint/);

    const rows = (await c.call<{ data: Row[] }>(NEGOTIATOR, 'transfer_request_list', { start: 0, limit: 100 })).body.data.filter((r) => r.traspaso_id === id);
    expect(rows[0]).toMatchObject({ estado: 'Pendiente a firmar', firmas: 1, firmante: 'crodriguez' });
    expect(await balancesOf(t, [CUP, SOL_CUP])).toEqual(before.balances);
    expect(await count(t, 'journal_entries')).toBe(before.entries);
    expect(await count(t, 'traces')).toBe(before.traces);
    expect(await count(t, 'request_idempotency')).toBe(0);
  });
});
