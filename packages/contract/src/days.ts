/** A YYYYMMDD day as the instant it starts, in UTC (the bank's calendar day). */
export function fromYmd(value: string): Date {
  return new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))));
}

/** Saturday or Sunday (YYYYMMDD), when the bank never works; its holidays are the bank's own table (ADR 0067). */
export function isWeekend(value: string): boolean {
  const weekday = fromYmd(value).getUTCDay();
  return weekday === 0 || weekday === 6;
}
