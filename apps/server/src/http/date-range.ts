import { dateRangeIssue, type DateRule } from '@bel/contract';
import type { Clock } from '../clock.js';
import { compact, isoDay } from '../bank/calendar.js';
import { Failure } from './failure.js';

/**
 * The part of a range's validation that depends on today (spec §5): the same contract
 * function the form runs, here with the bank's clock. Refuses with 400 and the field.
 */
export function assertDateRange(range: { startDate: string; endDate: string }, clock: Clock, rule: DateRule): void {
  const today = compact(isoDay(clock.now()));
  const issue = dateRangeIssue(range.startDate, range.endDate, today, rule);
  if (issue) throw new Failure(400, issue.code, { field: issue.field });
}
