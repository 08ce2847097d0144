import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { holds, ledgerAccounts } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { CUP2, SECOND_SIGNER, count, credit, form, transferSetup, type TransferCaller } from '../../test/transfers.js';
import { EXECUTE_DUE_TRANSFERS } from './routes.js';

let t: TestApp;
let c: TransferCaller;
beforeAll(async () => ({ t, c } = await transferSetup([NEGOTIATOR, SIGNER, SECOND_SIGNER])));
afterAll(() => t.close());

const reference = (id: number) => `FTBEL${String(id).padStart(9, '0')}`;
const stateOf = async (id: number) => (await t.db.execute<{ state: number; reason: string | null }>(sql`select state, reason from requests where id = ${id}`)).rows[0];
const entryOf = async (id: number) => (await t.db.execute<{ booking_date: string; value_date: string }>(sql`select booking_date::text, value_date::text from journal_entries where reference = ${reference(id)}`)).rows;

/** Saves, sends and signs twice a transfer dated `fecha`; answers its id and the last signature's answer. */
async function scheduled(fecha: string, o: object = {}) {
  const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ fecha, ...o }))).body.data[0].traspaso_id;
  const shown = await c.shownOf(id);
  await c.call(SIGNER, 'transfer_request_authorize', shown);
  const last = await c.call(SECOND_SIGNER, 'transfer_request_authorize', shown);
  return { id, last: last.body.data[0] };
}

describe('a transfer dated later', () => {
  it('waits as Programada, executes on its bank day, once, and a restarted gateway still finds what waits', async () => {
    expect(t.app.bankJobs.names()).toContain(EXECUTE_DUE_TRANSFERS);
    const thursday = await scheduled('20260312');
    expect(thursday.last).toMatchObject({ respuesta: 'request.done.scheduled', estado: 'Programada', estado_id: 4, firmas: 2 });
    const friday = await scheduled('20260313', { creditos: [credit({ importe: '7.00' })] });
    // Its funds are gone by its day: the bank sets the money aside meanwhile.
    const monday = await scheduled('20260316', { cuenta_debito: CUP2, creditos: [credit({ importe: '100.00' })] });
    const told = await t.db.execute<{ username: string; params: Record<string, string> }>(sql`select u.username, n.params from notifications n join users u on u.id = n.user_id where n.code = 'notifications.requestScheduled' and n.operation = ${reference(thursday.id)} order by u.username`);
    expect(told.rows).toEqual([
      { username: 'aperez', params: { type: 'transfer', reference: reference(thursday.id), date: '20260312' } },
      { username: 'crodriguez', params: { type: 'transfer', reference: reference(thursday.id), date: '20260312' } },
    ]);
    expect(await entryOf(thursday.id)).toEqual([]);

    // Today nothing is due.
    await t.app.bankJobs.runNow(EXECUTE_DUE_TRANSFERS);
    expect(await stateOf(thursday.id)).toMatchObject({ state: 4 });

    t.clock.set(new Date('2026-03-12T06:00:00Z'));
    await t.app.bankJobs.runNow(EXECUTE_DUE_TRANSFERS);
    await Promise.all([t.app.bankJobs.runNow(EXECUTE_DUE_TRANSFERS), t.app.bankJobs.runNow(EXECUTE_DUE_TRANSFERS)]);
    expect(await stateOf(thursday.id)).toMatchObject({ state: 3 });
    expect(await entryOf(thursday.id)).toEqual([{ booking_date: '2026-03-12', value_date: '2026-03-12' }]);
    expect(await stateOf(friday.id)).toMatchObject({ state: 4 });
    expect(await count(t, 'notifications', sql`code = 'notifications.requestExecuted' and operation = ${reference(thursday.id)}`)).toBe(3);
    expect(await count(t, 'traces', sql`operation = 'bank.scheduledRun' and username = 'bank' and description like ${`%<id>${thursday.id}</id>%`}`)).toBe(1);

    // The gateway restarts: what waits lives in the requests, and the new one's run finds it.
    await t.app.close();
    const restarted = await buildApp({ db: t.db, clock: t.clock, config: t.config });
    try {
      t.clock.set(new Date('2026-03-13T06:00:00Z'));
      await restarted.bankJobs.runNow(EXECUTE_DUE_TRANSFERS);
      expect(await stateOf(friday.id)).toMatchObject({ state: 3 });
      expect(await entryOf(friday.id)).toEqual([{ booking_date: '2026-03-13', value_date: '2026-03-13' }]);

      // A Saturday: the bank is closed.
      const [account] = await t.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.number, CUP2));
      const available = (await t.db.execute<{ n: string }>(sql`select sum(amount_minor)::text as n from postings where account_id = ${account!.id}`)).rows[0]!.n;
      await t.db.insert(holds).values({ accountId: account!.id, amountMinor: BigInt(available), reason: 'Embargo judicial' });
      t.clock.set(new Date('2026-03-14T06:00:00Z'));
      await restarted.bankJobs.runNow(EXECUTE_DUE_TRANSFERS);
      t.clock.set(new Date('2026-03-16T06:00:00Z'));
      await restarted.bankJobs.runNow(EXECUTE_DUE_TRANSFERS);
      expect(await stateOf(monday.id)).toEqual({ state: 7, reason: 'request.transfer.insufficientFunds' });
      expect(await entryOf(monday.id)).toEqual([]);
      const failed = await t.db.execute<{ username: string }>(sql`select u.username from notifications n join users u on u.id = n.user_id where n.code = 'notifications.requestFailed' and n.operation = ${reference(monday.id)} and n.params->>'reason' = 'request.transfer.insufficientFunds' order by u.username`);
      expect(failed.rows.map((r) => r.username)).toEqual(['aperez', 'crodriguez', 'mfernandez']);
    } finally {
      await restarted.close();
    }
  });
});
