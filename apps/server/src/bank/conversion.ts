/**
 * Currency conversion through the dollar, on exact decimals (ADR 0016). Rates are units of
 * the currency per US dollar with 5 decimals: `buy` is what the bank pays in the currency for
 * a dollar, `sell` what it asks for one (ADR 0013). The customer hands over `from` and gets
 * `to`: the bank sells them dollars for `from` at its sell rate, and buys those dollars back
 * in `to` at its buy rate, so
 *
 *     result = amount x buy(to) / sell(from)
 *
 * which never beats the mid-rate (the spread is the bank's), and a round trip never makes
 * money. Converting a currency into itself is no exchange at all: the amount comes back.
 */
export const SCALE = 5;
const ONE = 10n ** BigInt(SCALE);

/** "120.5" -> 12050000n (units of 0.00001). The caller has checked the format. */
export function toUnits(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > SCALE) throw new Error(`more than ${SCALE} decimals: ${decimal}`);
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0'));
}

export function fromUnits(units: bigint): string {
  const digits = units.toString().padStart(SCALE + 1, '0');
  return `${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

/** a / b for non-negative a and positive b, rounded half up to a whole number. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

export interface Quote {
  buy: string;
  sell: string;
}

/** Answers `amount` of `from` in `to`, exact to 5 decimals, rounded half up. */
export function convert(amount: string, from: { code: string } & Quote, to: { code: string } & Quote): string {
  const units = toUnits(amount);
  if (from.code === to.code) return fromUnits(units);
  return fromUnits(divideHalfUp(units * toUnits(to.buy), toUnits(from.sell)));
}
