import { routes } from '@bel/contract';
import { call } from '../../../lib/api-client';
import { getSession, setSystemDate } from '../../../lib/session';

// The session's system date (spec §3) is the one the PIN step answered. A tab open across the
// bank's midnight must not keep it: the shell's date line would show yesterday, and a new
// transfer would be dated a day the gateway refuses (ADR 0067, 0069). The bank's day is the UTC
// day of the gateway's clock; the tab knows that clock through the offset the session keeps, so
// it asks the gateway for the new day once, just after the bank's midnight, and never polls.

const DAY_MS = 86_400_000;
/** After the bank's midnight, so the gateway's clock has surely passed it. */
const PAST_MIDNIGHT_MS = 1_000;
/** A session kept without the offset (a test's, an older tab's) learns it this long after the shell opens, off its start. */
export const LEARN_DELAY_MS = 10_000;
/** After a failed call (the network, the gateway restarting): try again this much later. */
export const RETRY_MS = 60_000;

/** The bank's day (YYYYMMDD) at `instant`, ms since the epoch on the gateway's clock. */
export function bankDay(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10).replaceAll('-', '');
}

/** How long from `instant` (the gateway's clock) until the bank's next day has begun. */
export function untilNextBankDay(instant: number): number {
  return DAY_MS - (instant % DAY_MS) + PAST_MIDNIGHT_MS;
}

/**
 * Keeps the signed-in tab's system date current while the shell is open; returns the stop.
 * Asks the gateway when the stored day is no longer the bank's (a tab woken after midnight, a
 * session restored the next morning), when the bank's next day begins, and, without an offset,
 * once to learn it. A tab shown again re-checks at once: timers sleep with the computer.
 */
export function keepSystemDate(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let asking = false;
  let askedAt = -Infinity;

  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), ms);
  };

  function plan(): void {
    const { user, serverOffsetMs } = getSession();
    if (stopped || !user) return;
    if (serverOffsetMs === undefined) return wait(LEARN_DELAY_MS);
    const now = Date.now() + serverOffsetMs;
    // Asked a moment ago and still another day: the two clocks disagree; ask again later, not in a loop.
    if (bankDay(now) !== user.fecha_sistema.today) return Date.now() - askedAt < RETRY_MS ? wait(RETRY_MS) : void ask();
    wait(untilNextBankDay(now));
  }

  async function ask(): Promise<void> {
    if (asking) return;
    asking = true;
    askedAt = Date.now();
    clearTimeout(timer);
    const answer = await call(routes.auth.systemDate);
    asking = false;
    if (stopped) return;
    if (!answer.ok) return wait(RETRY_MS);
    setSystemDate(answer.data);
    // The gateway says its day and its clock from one instant, so the plan now waits for the next midnight.
    plan();
  }

  const onShown = () => {
    if (document.visibilityState === 'visible') plan();
  };
  document.addEventListener('visibilitychange', onShown);
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShown);
  };
}
