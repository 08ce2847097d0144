import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, REQUEST_ERROR_STATUS, RequestError } from '@bel/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { requestIdempotency } from '../../db/schema.js';
import { Failure } from '../../http/failure.js';
import { canonicalJson } from './content-hash.js';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** How long a replay waits for the first call with its key to finish. */
const WAIT_MS = 20_000;

const refuse = (code: RequestError): never => {
  throw new Failure(REQUEST_ERROR_STATUS[code], code, code === RequestError.idempotencyKeyInvalid ? { field: IDEMPOTENCY_HEADER } : {});
};

/** The call's `Idempotency-Key`, if it sent one; a malformed one is refused, not ignored. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  return typeof key === 'string' && KEY.test(key) ? key : refuse(RequestError.idempotencyKeyInvalid);
}

/** What makes two calls "the same": method, path and canonical body. */
export function callHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): Buffer {
  return createHash('sha256').update(`${request.method} ${request.url.split('?')[0]}\n`).update(canonicalJson(request.body ?? null)).digest();
}

const WAIT = Symbol('wait');

/**
 * Runs a state-changing call once per key (ADR 0024). Without a key, `run` simply gets a
 * transaction. With one, the call takes a transaction-scoped advisory lock on (user, key) without
 * waiting in PostgreSQL: a twin that finds it taken sleeps and retries, holding no connection,
 * so a hundred replays cannot starve the pool the first call needs. The holder answers the stored
 * answer if the key was used (or refuses if with another call), else runs the call and stores its
 * answer in the same transaction: the answer exists exactly when what it reports was committed.
 */
export function createIdempotency({ db, clock }: { db: Db; clock: Clock }) {
  return async function once<T>(caller: { userId: number }, request: Pick<FastifyRequest, 'headers' | 'method' | 'url' | 'body'>, run: (tx: Tx) => Promise<T>): Promise<T> {
    const { userId } = caller;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return db.transaction(run);
    const call = callHash(request);
    const deadline = Date.now() + WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const outcome = await db.transaction(async (tx): Promise<{ answer: T } | typeof WAIT> => {
        const earlier = async () => {
          const [row] = await tx
            .select({ callHash: requestIdempotency.callHash, answer: requestIdempotency.answer })
            .from(requestIdempotency)
            .where(and(eq(requestIdempotency.userId, userId), eq(requestIdempotency.key, key)));
          return row && (row.callHash.equals(call) ? { answer: row.answer as T } : refuse(RequestError.idempotencyMismatch));
        };
        // A key answered before needs no lock: its row is written once, when its call commits.
        const answered = await earlier();
        if (answered) return answered;
        const [lock] = (await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${userId}, hashtext(${key})) as ok`)).rows;
        if (!lock?.ok) return WAIT;
        // The holder of the lock before us may have committed in between.
        const justAnswered = await earlier();
        if (justAnswered) return justAnswered;
        const answer = await run(tx);
        await tx.insert(requestIdempotency).values({ userId, key, callHash: call, answer, createdAt: clock.now() });
        return { answer };
      });
      if (outcome !== WAIT) return outcome.answer;
      if (Date.now() > deadline) refuse(RequestError.idempotencyBusy);
      await sleep(Math.min(100, 5 + attempt * 5) + Math.random() * 10);
    }
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
