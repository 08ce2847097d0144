/** A YYYYMMDD day as the instant it starts, in UTC (the bank's calendar day). */
export function fromYmd(value: string): Date {
  return new Date(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8))));
}

/**
 * Days since 1970-01-01 of a calendar day, in integer arithmetic (H. Hinnant's days_from_civil):
 * no Date is made, so a loop over years of days (a statement's periods) stays cheap. A day past
 * its month's end counts on into the next month, as Date does.
 */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** Saturday or Sunday, of a day number (day 0, 1970-01-01, was a Thursday). */
export function isWeekendDayNumber(dayNumber: number): boolean {
  const weekday = (((dayNumber + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** Saturday or Sunday (YYYYMMDD), when the bank never works; its holidays are the bank's own table (ADR 0067). */
export function isWeekend(value: string): boolean {
  return isWeekendDayNumber(dayNumberOf(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))));
}
