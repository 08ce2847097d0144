import { isSessionLoss } from '@bel/contract';
import type { ApiResult } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** The gateway's message for a core-banking call that timed out (spec §8). */
export const TIMEOUT_MESSAGE = 'ESOCKETTIMEDOUT';

/**
 * Spec §4/§8: rows -> the table; no rows -> stay on the form with a warning; a timeout ->
 * querie.msgTimeout; any other failure -> msg.error.dataServer. Answers the rows to show,
 * or null when there is nothing to show.
 */
export function searchOutcome<Answer, Row>(result: ApiResult<Answer>, toRows: (answer: Answer) => readonly Row[]): { answer: Answer; rows: readonly Row[] } | null {
  if (!result.ok) {
    const { statusCode, message } = result.error;
    if (isSessionLoss(statusCode, message)) return null;
    if (message === TIMEOUT_MESSAGE) toast.warning('querie.msgTimeout');
    else toast.error('msg.error.dataServer');
    return null;
  }
  const rows = toRows(result.data);
  if (rows.length === 0) {
    toast.warning('msg.warning.noDataFound');
    return null;
  }
  return { answer: result.data, rows };
}
