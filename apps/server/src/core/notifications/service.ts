import { NotificationCode } from '@bel/contract';
import { apiDateTime } from '../../bank/calendar.js';
import type { Clock } from '../../clock.js';
import type { Tx } from '../../db/client.js';
import { earlierSignInAddresses, insertNotifications, sessionAddress } from './repo.js';

/**
 * Writes notifications (ADR 0017) inside the caller's transaction, so a notice exists only if
 * what it reports was committed. Made once in app.ts; the auth module and the request engine
 * receive it through `Deps`; reading and marking seen stay in modules/notifications.
 */
export function createNotifier({ clock }: { clock: Clock }) {
  /** One notice for one user; `at` defaults to now, or is the time of the event it reports. */
  async function notify(tx: Tx, userId: number, code: NotificationCode, params: Record<string, string>, operation: string | null, at = clock.now()): Promise<void> {
    await insertNotifications(tx, [{ userId, code, params, operation, createdAt: at }]);
  }

  return {
    notify,

    /**
     * Called inside the PIN step's transaction once the session is active: a sign-in from an
     * address none of the user's earlier sign-ins came from leaves a notification. The very
     * first sign-in only makes its address known.
     */
    async notifyIfNewAddress(tx: Tx, input: { userId: number; sessionId: number; now: Date }): Promise<void> {
      const ip = await sessionAddress(tx, input.sessionId);
      if (!ip) return;
      const known = await earlierSignInAddresses(tx, input.userId, input.sessionId);
      if (known.size === 0 || known.has(ip)) return;
      await notify(tx, input.userId, NotificationCode.newAddress, { ip, at: apiDateTime(input.now) }, null, input.now);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
