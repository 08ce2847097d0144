import { ErrorCode } from '@bel/contract';
import type { BaseDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { Failure } from '../../http/failure.js';
import * as repo from './repo.js';

/** Five consecutive failures lock the e-mail (ADR 0004; PSD2 RTS art. 4). */
export const MAX_FAILED_ATTEMPTS = 5;
/** A claim not judged within this long belonged to a gateway that stopped; it stops counting. */
const STALE_CLAIM_MS = 60_000;

/** Why an attempt was refused before its secret was looked at. */
export type Refusal =
  /** The e-mail is locked (423 user.locked). */
  | 'locked'
  /** Every attempt left is being judged right now (a burst): 429 too.many.requests. */
  | 'busy'
  /** The caller's address failed too often in its window (ADR 0026): 429 too.many.requests. */
  | 'throttled';

/** Who is trying: the lock's key (the lower-cased e-mail, or `user:<name>`) and the client address. */
export interface AttemptSubject {
  key: string;
  address: string | null;
}

/** One attempt, claimed: the right to have one secret evaluated. */
export interface Claim extends AttemptSubject {
  /** Set once a judgement was committed; until then a failure gives the claim back. */
  open: boolean;
}

/** What the attempt turned out to be, told inside the transaction that records it. */
export interface Judge {
  /** A wrong secret: counts; `attemptsLeft` 0 means this attempt locked the e-mail. */
  failed(): Promise<{ attemptsLeft: number; lockedNow: boolean }>;
  /** A right secret: throws 423 if a lock came into force meanwhile. `complete` (the PIN step) clears the count. */
  passed(options?: { complete?: boolean }): Promise<void>;
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

export function refusalFailure(refusal: Refusal): Failure {
  return refusal === 'locked' ? new Failure(423, ErrorCode.userLocked) : new Failure(429, ErrorCode.tooManyRequests);
}

/**
 * The sign-in guard (ADR 0004, ADR 0026): every attempt at a secret (password, PIN, identity
 * data, and a PIN re-check when signing) is claimed before it is evaluated, then judged in the
 * transaction that records it. A claim needs the e-mail unlocked and the failures plus the
 * attempts still being judged under five, and the address under its own limit; so a burst of
 * any size has at most five secrets evaluated, the fifth failure locks, a lock is never lifted
 * before it runs out, and a right answer while locked is refused.
 *
 * Modules reach it through `Deps.signInGuard`; `check` is the whole thing in one call.
 */
export function createSignInGuard({ db, clock, config }: BaseDeps) {
  const limits = (max: number): repo.Limits => {
    const now = clock.now();
    return { now, stale: new Date(now.getTime() - STALE_CLAIM_MS), max };
  };
  const addressMax = config.signInAddressMaxFailures;
  const windowMs = config.signInAddressWindowMinutes * 60_000;

  /** Claims an attempt, or says why not. Nothing is counted for a refused claim. */
  async function claim(subject: AttemptSubject): Promise<{ claim: Claim } | { refused: Refusal }> {
    try {
      await db.transaction(async (tx) => {
        // Always the address row first, then the e-mail's: every guard transaction locks in that order.
        if (subject.address !== null) {
          const l = limits(addressMax);
          if (!(await repo.claimAddress(tx, subject.address, l, new Date(l.now.getTime() - windowMs)))) throw new Refused('throttled');
        }
        if (!(await repo.claimAccount(tx, subject.key, limits(MAX_FAILED_ATTEMPTS)))) {
          throw new Refused((await repo.accountLocked(tx, subject.key, clock.now())) ? 'locked' : 'busy');
        }
      });
    } catch (err) {
      if (err instanceof Refused) return { refused: err.refusal };
      throw err;
    }
    return { claim: { ...subject, open: true } };
  }

  function judge(tx: Tx, c: Claim): Judge {
    return {
      async failed() {
        const l = limits(MAX_FAILED_ATTEMPTS);
        if (c.address !== null) {
          const a = limits(addressMax);
          await repo.failAddress(tx, c.address, new Date(a.now.getTime() + windowMs), a);
        }
        const { failures, lockedNow } = await repo.failAccount(tx, c.key, new Date(l.now.getTime() + config.lockMinutes * 60_000), l);
        return { attemptsLeft: lockedNow ? 0 : Math.max(0, MAX_FAILED_ATTEMPTS - failures), lockedNow };
      },
      async passed({ complete = false } = {}) {
        if (c.address !== null) await repo.releaseAddress(tx, c.address);
        if (await repo.passAccount(tx, c.key, complete, clock.now())) throw new Failure(423, ErrorCode.userLocked);
      },
    };
  }

  /**
   * Runs `work` in one transaction with the claim's judge. If it throws (a refusal, a lost
   * race) the transaction rolls back and the claim is given back, so nothing stays pending.
   */
  async function settle<T>(c: Claim, work: (tx: Tx, judge: Judge) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction((tx) => work(tx, judge(tx, c)));
      c.open = false;
      return result;
    } catch (err) {
      await release(c);
      throw err;
    }
  }

  /** Gives back a claim that will not be judged (evaluating the secret threw). */
  async function release(c: Claim): Promise<void> {
    if (!c.open) return;
    c.open = false;
    await repo.release(db, c.key, c.address);
  }

  return {
    claim,
    settle,
    release,

    /**
     * One guarded check of a secret, whole: claim, evaluate, judge. Answers when the secret is
     * right; otherwise throws as sign-in does: 423 `user.locked` (locked, or this attempt
     * locked), 429 `too.many.requests` (refused unevaluated), 401 `code` with `attemptsLeft: 1`
     * before the last attempt. The hooks run in the transaction that counts the attempt, to
     * trace it or end a session; `onRefused` in a transaction of its own.
     */
    async check(
      subject: AttemptSubject,
      evaluate: () => Promise<boolean>,
      options: {
        code: string;
        complete?: boolean;
        onRefused?: (tx: Tx, refusal: Refusal) => Promise<void>;
        onFailed?: (tx: Tx, outcome: { attemptsLeft: number; lockedNow: boolean }) => Promise<void>;
        onPassed?: (tx: Tx) => Promise<void>;
      },
    ): Promise<void> {
      const claimed = await claim(subject);
      if ('refused' in claimed) {
        const { onRefused } = options;
        if (onRefused) await db.transaction((tx) => onRefused(tx, claimed.refused));
        throw refusalFailure(claimed.refused);
      }
      const c = claimed.claim;
      let right: boolean;
      try {
        right = await evaluate();
      } catch (err) {
        await release(c);
        throw err;
      }
      if (right) {
        await settle(c, async (tx, j) => {
          await j.passed({ complete: options.complete ?? false });
          await options.onPassed?.(tx);
        });
        return;
      }
      const outcome = await settle(c, async (tx, j) => {
        const o = await j.failed();
        await options.onFailed?.(tx, o);
        return o;
      });
      throw attemptFailure(options.code, outcome.attemptsLeft);
    }
  };
}

/** The answer to a wrong secret: 423 when it locked, else 401 `code`, warning before the last try. */
export function attemptFailure(code: string, attemptsLeft: number): Failure {
  if (attemptsLeft === 0) return new Failure(423, ErrorCode.userLocked);
  return new Failure(401, code, attemptsLeft === 1 ? { attemptsLeft: 1 } : {});
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
