import dayjs from 'dayjs';

// The formats of spec §9 live in the contract, shared with the gateway's exports (ADR 0035).
export { compareDecimal, formatAmount, formatApiDateTime, formatApiDateTimeMinutes, formatRate, formatYmd, formatYymmdd, isNegativeAmount, roundAmount, sumDecimals } from '@bel/contract/tables';
export type { RoundedAmount } from '@bel/contract/tables';

/** This device's date today as YYYYMMDD (local time; the contract's `toYmd` is UTC). */
export function todayYmd(): string {
  return dayjs().format('YYYYMMDD');
}

export function formatDateTime(date: Date | number): string {
  return dayjs(date).format('DD/MM/YYYY HH:mm:ss');
}
