import type { EntryInput } from '../bank/ledger.js';
import { addDays, isWorkingDay } from '../bank/calendar.js';
import { creditNarratives, debitNarratives, type DemoAccount } from './demo-bank.js';
import type { Random } from './random.js';

interface HistoryAccount {
  id: number;
  spec: DemoAccount;
}

/**
 * A year of believable movements for one customer account, each a balanced entry against
 * the bank's clearing account in the same currency. Debits that would overdraw the account
 * are skipped, so balances stay positive as a real operating account's would.
 */
export function accountHistory(opts: {
  account: HistoryAccount;
  clearingId: number;
  capitalId: number;
  from: string;
  to: string;
  closed: ReadonlySet<string>;
  random: Random;
  nextReference: (day: string) => string;
}): EntryInput[] {
  const { account, random } = opts;
  const currency = account.spec.currency;
  const entries: EntryInput[] = [];
  const leg = (accountId: number, amountMinor: bigint) => ({ accountId, currency, amountMinor });
  let balance = BigInt(account.spec.opening) * 100n;
  entries.push({
    bookingDate: opts.from,
    valueDate: opts.from,
    reference: opts.nextReference(opts.from),
    narrative: 'Saldo inicial (datos de demostración)',
    legs: [leg(account.id, balance), leg(opts.capitalId, -balance)],
  });
  for (let day = addDays(opts.from, 1); day <= opts.to; day = addDays(day, 1)) {
    if (!isWorkingDay(day, opts.closed)) continue;
    const count = random.int(0, 3);
    for (let i = 0; i < count; i++) {
      const credit = random.chance(0.5);
      const cents = BigInt(random.int(1, account.spec.scale * 100));
      if (!credit && cents > balance) continue;
      balance += credit ? cents : -cents;
      entries.push({
        bookingDate: day,
        // Incoming transfers sometimes carry an earlier value date, as real ones do.
        valueDate: credit && random.chance(0.2) ? addDays(day, -1) : day,
        reference: opts.nextReference(day),
        narrative: random.pick(credit ? creditNarratives : debitNarratives),
        legs: credit
          ? [leg(account.id, cents), leg(opts.clearingId, -cents)]
          : [leg(account.id, -cents), leg(opts.clearingId, cents)],
      });
    }
  }
  return entries;
}
