import type { Db } from '../../db/client.js';
import { touchAtLeast } from './sessions-repo.js';

/** Forget this instance's entries idle longer than this when the map grows past MAX_ENTRIES. */
const MAX_ENTRIES = 10_000;

/**
 * When each session was last used. A call must not cost a write (issue 13), yet the idle expiry
 * must stay that of ADR 0005: so this instance keeps the exact time in memory, and writes it to
 * the session's row at most once per `writeEveryMs` (by the first call after that long), which is
 * where other instances and the sign-in's "does an idle session block a new one?" read it. On one
 * instance the expiry is exact; across instances a session is seen as used at most `writeEveryMs`
 * late (ADR 0039).
 */
export function createSessionActivity(db: Db, writeEveryMs: number, forgetAfterMs: number) {
  const seen = new Map<number, number>();
  const written = new Map<number, number>();

  function prune(now: number): void {
    if (seen.size <= MAX_ENTRIES) return;
    for (const [id, at] of seen) if (now - at > forgetAfterMs) forget(id);
  }
  function forget(id: number): void {
    seen.delete(id);
    written.delete(id);
  }

  return {
    /** The later of the stored last-seen time and the one this instance saw. */
    lastSeen(id: number, stored: Date): number {
      return Math.max(stored.getTime(), seen.get(id) ?? 0);
    },
    async touch(id: number, stored: Date, now: Date): Promise<void> {
      const at = now.getTime();
      seen.set(id, Math.max(at, seen.get(id) ?? 0));
      const last = Math.max(stored.getTime(), written.get(id) ?? 0);
      if (at - last < writeEveryMs) return;
      // Marked before the write, so fifty calls arriving together write once, not fifty times.
      written.set(id, at);
      await touchAtLeast(db, id, now);
      prune(at);
    },
    forget,
  };
}
