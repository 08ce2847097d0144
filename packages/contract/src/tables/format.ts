// Formats of spec §9 shared by the web app's screens and the gateway's exports (ADR 0035):
// exact decimal strings never pass through a float on their way to a person.

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export interface RoundedAmount {
  /** Formatted absolute value with thousands commas, e.g. "1,234.50". */
  text: string;
  /** True only when the rounded value is below zero, so "-0.001" is not shown as negative. */
  negative: boolean;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Rounds a decimal string half away from zero with BigInt arithmetic: amounts arrive as
 * exact strings (ADR 0003) and must never pass through a float on their way to the screen.
 */
export function roundAmount(value: string, digits = 2): RoundedAmount | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  const scaled = BigInt(whole + frac.padEnd(digits + 1, '0').slice(0, digits + 1));
  const rounded = (scaled + 5n) / 10n;
  const padded = rounded.toString().padStart(digits + 1, '0');
  const intPart = digits === 0 ? padded : padded.slice(0, -digits);
  const fracPart = digits === 0 ? '' : `.${padded.slice(-digits)}`;
  return { text: `${groupThousands(intPart)}${fracPart}`, negative: sign === '-' && rounded !== 0n };
}

/** "-1234.5" -> "-1,234.50". Anything that is not a decimal string is shown unchanged. */
export function formatAmount(value: string | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return '';
  const rounded = roundAmount(value, digits);
  if (!rounded) return value;
  return `${rounded.negative ? '-' : ''}${rounded.text}`;
}

export function isNegativeAmount(value: string | null | undefined): boolean {
  return value ? (roundAmount(value)?.negative ?? false) : false;
}

/** Compares two decimal strings exactly; non-decimal values sort after numbers. */
export function compareDecimal(a: string, b: string): number {
  const ma = DECIMAL.exec(a.trim());
  const mb = DECIMAL.exec(b.trim());
  if (!ma || !mb) return ma ? -1 : mb ? 1 : a.localeCompare(b);
  const scale = Math.max(ma[3]?.length ?? 0, mb[3]?.length ?? 0);
  const toBig = (m: RegExpExecArray) => {
    const n = BigInt((m[2] ?? '0') + (m[3] ?? '').padEnd(scale, '0'));
    return m[1] ? -n : n;
  };
  const x = toBig(ma);
  const y = toBig(mb);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The exact sum of decimal strings ("-1234.5" + "0.25" -> "-1234.25"), with as many decimals as
 * the most precise term, so totals shown beside a table agree with it to the cent. Terms that
 * are not decimals count as zero.
 */
export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map((value) => DECIMAL.exec(value.trim())).filter((match): match is RegExpExecArray => match !== null);
  const scale = parsed.reduce((max, match) => Math.max(max, match[3]?.length ?? 0), 0);
  const total = parsed.reduce((sum, match) => {
    const n = BigInt((match[2] ?? '0') + (match[3] ?? '').padEnd(scale, '0'));
    return sum + (match[1] ? -n : n);
  }, 0n);
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  return `${negative ? '-' : ''}${whole}${scale === 0 ? '' : `.${digits.slice(-scale)}`}`;
}

/** API dates are YYYYMMDD; people read DD/MM/YYYY. Invalid input yields an empty string. */
export function formatYmd(value: string | null | undefined): string {
  if (!value || !/^\d{8}$/.test(value)) return '';
  return `${value.slice(6, 8)}/${value.slice(4, 6)}/${value.slice(0, 4)}`;
}

/** Exchange rates are shown with 5 decimals (spec §9), from their exact decimal string. */
export function formatRate(value: string | null | undefined): string {
  return formatAmount(value, 5);
}

/** 'YYYY-MM-DD HH:mm:ss' (how the gateway sends date-times) -> 'DD/MM/YYYY HH:mm:ss'. */
export function formatApiDateTime(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return '';
  const [, y, m, d, hh, mm, ss] = match;
  return `${d}/${m}/${y} ${hh}:${mm}:${ss}`;
}

/** 'YYYY-MM-DD HH:mm:ss' -> 'DD/MM/YYYY HH:mm' (notifications show the minute, not the second). */
export function formatApiDateTimeMinutes(value: string | null | undefined): string {
  return formatApiDateTime(value).slice(0, 16);
}

/** Rate history dates are YYMMDD (doc 2 §3); the bank's history is this century. */
export function formatYymmdd(value: string | null | undefined): string {
  if (!value || !/^\d{6}$/.test(value)) return '';
  return `${value.slice(4, 6)}/${value.slice(2, 4)}/20${value.slice(0, 2)}`;
}
