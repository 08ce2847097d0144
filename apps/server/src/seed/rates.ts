import { addDays, isWorkingDay } from '../bank/calendar.js';
import { currencies, exchangeRateHistory, exchangeRates } from '../db/schema.js';
import type { SeedContext } from './context.js';
import { demoCurrencies, RATE_PUBLICATION_TIMES, type DemoCurrency } from './demo-records.js';
import type { Random } from './random.js';

/** Rates move in whole units of 0.00001 (integers), so no float ever becomes a rate. */
const toUnits = (rate: string) => Number(rate.replace('.', ''));
export const fromUnits = (units: number) => {
  const digits = String(units).padStart(6, '0');
  return `${digits.slice(0, -5)}.${digits.slice(-5)}`;
};

interface Quote {
  currency: string;
  buy: string;
  sell: string;
  recordedAt: Date;
}

/**
 * One publication's quote: the mid takes a random step of at most the currency's volatility,
 * pulled a little back towards where it started a year ago so a year of steps stays
 * believable; buy and sell sit half the spread either side.
 */
function step(c: DemoCurrency, mid: number, random: Random): number {
  const base = toUnits(c.mid);
  if (c.volatilityBp === 0) return base;
  const shock = Math.trunc((mid * random.int(-c.volatilityBp, c.volatilityBp)) / 10_000);
  return mid + shock + Math.trunc((base - mid) / 40);
}

function quote(c: DemoCurrency, mid: number, recordedAt: Date): Quote {
  const half = Math.trunc((mid * c.spreadBp) / 20_000);
  return { currency: c.code, buy: fromUnits(mid - half), sell: fromUnits(mid + half), recordedAt };
}

/**
 * The currency list and a year of rate publications: every working day the bank publishes
 * its whole table 1-3 times (today only those already past `now`). The rates in force are
 * the last publication.
 */
export async function seedRates(ctx: SeedContext, random: Random): Promise<void> {
  await ctx.tx.insert(currencies).values(demoCurrencies.map(({ code, name }) => ({ code, name })));
  const mids = new Map(demoCurrencies.map((c) => [c.code, toUnits(c.mid)]));
  const history: Quote[] = [];
  let latest: Quote[] = [];
  for (let day = addDays(ctx.today, -365); day <= ctx.today; day = addDays(day, 1)) {
    if (!isWorkingDay(day, ctx.closed)) continue;
    const later = RATE_PUBLICATION_TIMES.slice(1).filter(() => random.chance(0.4)).slice(0, 2);
    for (const time of [RATE_PUBLICATION_TIMES[0], ...later]) {
      const at = new Date(`${day}T${time}:00Z`);
      if (at > ctx.now) continue;
      latest = demoCurrencies.map((c) => {
        const mid = step(c, mids.get(c.code)!, random);
        mids.set(c.code, mid);
        return quote(c, mid, at);
      });
      history.push(...latest);
    }
  }
  for (let i = 0; i < history.length; i += 1000) await ctx.tx.insert(exchangeRateHistory).values(history.slice(i, i + 1000));
  await ctx.tx.insert(exchangeRates).values(latest.map(({ currency, buy, sell, recordedAt }) => ({ currency, buy, sell, updatedAt: recordedAt })));
}
