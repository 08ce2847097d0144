import { addDaysYmd, lcAmendmentIssues, type LcAmendmentPayload } from '@bel/contract';
import { addDays, compact, isoDay, nextWorkingDay } from '../../bank/calendar.js';
import type { AmendedLetter } from './repo.js';

/** The longest a letter may run, from its issue, once amended: the bank's credit policy (ADR 0024). */
export const MAX_LETTER_DAYS = 730;

/** Why the bank rejects an amendment: codes the web app translates (ADR 0024). */
export const BankRejection = {
  /** The letter expired, was drawn in full or cancelled before the bank processed it. */
  notCurrent: 'request.lc.bank.notCurrent',
  /** The new latest shipment date had already passed on the day the bank processed it. */
  shipmentPassed: 'request.lc.bank.shipmentPassed',
  /** The letter would run more than MAX_LETTER_DAYS from its issue. */
  expiryBeyondLimit: 'request.lc.bank.expiryBeyondLimit',
  /** The letter's dates changed since it was signed, so the §5 rules no longer hold. */
  datesInvalid: 'request.lc.bank.datesInvalid',
} as const;

/** Whether the letter is current on `day` (ISO): not cancelled, not drawn in full, not expired (ADR 0014). */
export function isCurrent(letter: Pick<AmendedLetter, 'cancelledOn' | 'drawnMinor' | 'amountMinor' | 'expiryDate'>, day: string): boolean {
  return !(letter.cancelledOn !== null && letter.cancelledOn <= day) && letter.drawnMinor < letter.amountMinor && letter.expiryDate >= day;
}

/** The bank day an amendment taken at `takenAt` is processed: the next working day after it. */
export function processingDay(takenAt: Date, closed: ReadonlySet<string>): string {
  return nextWorkingDay(addDays(isoDay(takenAt), 1), closed);
}

/** The first bank rule the amendment breaks on `day` (ISO), or null when the bank authorizes it. */
export function bankRejection(letter: AmendedLetter, payload: LcAmendmentPayload, day: string): string | null {
  if (!isCurrent(letter, day)) return BankRejection.notCurrent;
  const current = { latestShipment: compact(letter.latestShipment ?? letter.expiryDate), expiryDate: compact(letter.expiryDate) };
  if (lcAmendmentIssues(payload, current).length > 0) return BankRejection.datesInvalid;
  if (payload.latestShipment < compact(day)) return BankRejection.shipmentPassed;
  if (payload.expiryDate > addDaysYmd(compact(letter.issueDate), MAX_LETTER_DAYS)) return BankRejection.expiryBeyondLimit;
  return null;
}
