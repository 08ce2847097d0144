import type { EntryInput } from '../bank/ledger.js';

/**
 * The lowest balance an account reaches from a day on, under the postings already planned
 * (the year of history). Lending uses it so a collected instalment never overdraws the
 * account at any later point, whatever the random history did afterwards.
 */
export function balanceFloor(entries: readonly EntryInput[], accountId: number): (day: string) => bigint {
  const points: { day: string; balance: bigint }[] = [];
  let balance = 0n;
  // Entries are posted in array order, and movements list by booking day, then entry.
  const mine = entries.filter((e) => e.legs.some((l) => l.accountId === accountId));
  const ordered = mine.map((e, i) => ({ e, i })).sort((a, b) => (a.e.bookingDate < b.e.bookingDate ? -1 : a.e.bookingDate > b.e.bookingDate ? 1 : a.i - b.i));
  for (const { e } of ordered) {
    for (const leg of e.legs) if (leg.accountId === accountId) balance += leg.amountMinor;
    points.push({ day: e.bookingDate, balance });
  }
  // suffix[i] = lowest balance at point i or later.
  const suffix: bigint[] = new Array<bigint>(points.length);
  for (let i = points.length - 1; i >= 0; i--) {
    const here = points[i]!.balance;
    suffix[i] = i === points.length - 1 || here < suffix[i + 1]! ? here : suffix[i + 1]!;
  }
  return (day) => {
    const first = points.findIndex((p) => p.day >= day);
    const entering = first === 0 ? 0n : first === -1 ? balance : points[first - 1]!.balance;
    if (first === -1) return entering;
    return entering < suffix[first]! ? entering : suffix[first]!;
  };
}
