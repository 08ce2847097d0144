import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { Role, minorToDecimal, type TransferForm } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { CUP, CUP2, OTHER_BANK, SOL_CUP, SOL_USD, TODAY, USD, balancesOf } from '../../test/transfers.js';
import { ledgerAccounts, users } from '../../db/schema.js';
import { createAccountAccess } from '../../core/account-access/service.js';
import { createNotifier } from '../../core/notifications/service.js';
import { createRequestEngine, type Caller } from '../../core/requests/engine.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { createTransferService } from './service.js';

/**
 * Many random transfers between the demo accounts, their last signatures racing: whatever
 * executes or is refused, the money per currency among the customers and the clearing accounts
 * is what it was, no available balance goes below zero, and each executed transfer is exactly
 * one entry. CI runs a few cases; BEL_TRANSFER_RUNS runs more.
 */
const RUNS = Number(process.env.BEL_TRANSFER_RUNS ?? 6);
const DEBITS = [CUP, CUP2, USD, SOL_CUP, SOL_USD];
const CURRENCY: Record<string, string> = { [CUP]: 'CUP', [CUP2]: 'CUP', [USD]: 'USD', [SOL_CUP]: 'CUP', [SOL_USD]: 'USD' };
const CLEARING: Record<string, string> = { CUP: '9999000000000101', USD: '9999000000000102' };

let t: TestApp;
let service: ReturnType<typeof createTransferService>;
const people: Record<string, SessionContext> = {};
let customerAccounts: string[] = [];

beforeAll(async () => {
  t = await testApp();
  const accounts = createAccountAccess({ db: t.db });
  const notifications = createNotifier({ clock: t.clock });
  // The PIN is another test's business: here every signer's is taken as given.
  const requests = createRequestEngine({ db: t.db, clock: t.clock, accounts, notifications, pinCheck: async () => undefined });
  service = createTransferService({ db: t.db, clock: t.clock, accounts, requests });
  const rows = await t.db.select().from(users).where(inArray(users.username, ['aperez', 'crodriguez', 'mfernandez', 'jcastillo']));
  for (const u of rows) {
    const roles = u.username === 'aperez' ? [Role.negotiator] : u.username === 'jcastillo' ? [Role.negotiator, Role.signer] : [Role.signer];
    people[u.username] = { sessionId: 0, userId: u.id, companyId: u.companyId, emailKey: u.email, stage: 'active', roles };
  }
  customerAccounts = (await t.db.select({ number: ledgerAccounts.number }).from(ledgerAccounts).where(sql`${ledgerAccounts.companyId} is not null`)).map((a) => a.number);
});
afterAll(() => t.close());

const as = (username: string): Caller => ({ session: people[username]!, origin: { ip: '127.0.0.1', externalId: 'property' } });
const sol = (account: string) => account.startsWith('0300002002');

/** Money per currency held by the customers and the bank's clearing accounts. */
async function moneyByCurrency(): Promise<Record<string, bigint>> {
  const all = await balancesOf(t, [...customerAccounts, ...Object.values(CLEARING)]);
  const rows = await t.db.select({ number: ledgerAccounts.number, currency: ledgerAccounts.currency }).from(ledgerAccounts).where(inArray(ledgerAccounts.number, Object.keys(all)));
  const sums: Record<string, bigint> = {};
  for (const r of rows) sums[r.currency] = (sums[r.currency] ?? 0n) + all[r.number]!.current;
  return sums;
}

const transfer = fc.record({
  from: fc.constantFrom(...DEBITS),
  to: fc.nat({ max: 10 }),
  /** A share of the debit account's available balance, in thousandths: many together overdraw. */
  share: fc.integer({ min: 1, max: 900 }),
});

describe('random transfers between the demo accounts', () => {
  it('keep the money per currency, never overdraw, and execute each at most once', async () => {
    const start = await moneyByCurrency();
    expect(Object.values(await balancesOf(t, customerAccounts)).every((b) => b.available >= 0n)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.array(transfer, { minLength: 1, maxLength: 8 }), async (plan) => {
        const available = await balancesOf(t, DEBITS);
        const made: { id: number; signers: string[]; shown: Omit<TransferForm, 'traspaso_id'> & { id: number } }[] = [];
        for (const p of plan) {
          const currency = CURRENCY[p.from]!;
          const targets = [...DEBITS.filter((a) => a !== p.from && CURRENCY[a] === currency), OTHER_BANK];
          const to = targets[p.to % targets.length]!;
          const minor = (available[p.from]!.available * BigInt(p.share)) / 1000n + 1n;
          const negotiator = sol(p.from) ? 'jcastillo' : 'aperez';
          const body = {
            traspaso_id: 0,
            fecha: TODAY,
            tipoCuenta: 'Débito' as const,
            cuenta_debito: p.from,
            creditos: [{ ownAccount: sol(p.from) === sol(to) && to !== OTHER_BANK, cuenta_credito: to, titular: 'Beneficiario', importe: minorToDecimal(minor, currency), moneda: currency, detalles: 'Propiedad' }],
          };
          const done = await t.db.transaction((tx) => service.save(as(negotiator), body, true, tx));
          const id = done.data[0].traspaso_id;
          const { traspaso_id: _, ...content } = body;
          made.push({ id, signers: sol(p.from) ? ['jcastillo'] : ['crodriguez', 'mfernandez'], shown: { ...content, id } });
        }
        const entriesBefore = Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from journal_entries where reference like 'FTBEL%'`)).rows[0]!.n);
        // Every signature of every transfer at once: the last ones race on the shared debit accounts.
        const outcomes = await Promise.all(
          made.flatMap((m) =>
            m.signers.map((s) =>
              service
                .confirmPin(as(s), m.id, undefined)
                .then((proof) => t.db.transaction((tx) => service.authorize(as(s), m.shown, proof, tx)))
                .then((a) => a.data[0].respuesta, (e: { code?: string }) => e.code ?? `crash: ${String(e)}`),
            ),
          ),
        );
        expect(outcomes.filter((o) => !['ACTUALIZADA FIRMA 1', 'request.done.executed', 'request.transfer.insufficientFunds'].includes(o))).toEqual([]);
        const executed = outcomes.filter((o) => o === 'request.done.executed').length;
        const entriesAfter = Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from journal_entries where reference like 'FTBEL%'`)).rows[0]!.n);
        expect(entriesAfter - entriesBefore).toBe(executed);
        const states = await t.db.execute<{ state: number }>(sql`select state from requests where id in (${sql.join(made.map((m) => sql`${m.id}`), sql`, `)})`);
        expect(states.rows.filter((r) => r.state === 3)).toHaveLength(executed);

        expect(await moneyByCurrency()).toEqual(start);
        const after = await balancesOf(t, customerAccounts);
        expect(Object.entries(after).filter(([, b]) => b.available < 0n)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
