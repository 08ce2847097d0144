import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from '../../db/client.js';

/**
 * What changed, as tags the caches file their entries under: `user:<id>` (a session of the
 * user, the user's password), `account:<id>` (a posting on the account), `entitlements`
 * (roles or view grants), `*` (everything).
 */
export type ChangeTag = `user:${number}` | `account:${number}` | 'entitlements' | '*';

export const CHANGES_CHANNEL = 'bel_changes';
/** A local hold outlives its notification by at most this long (a transaction rolled back never notifies). */
const HOLD_MS = 5_000;
/** NOTIFY payloads are limited to 8000 bytes; past this many tags, everything is invalidated. */
const MAX_TAGS = 200;

/** Someone who keeps copies: told which tags changed (held: do not store them until it is committed). */
export interface ChangeSink {
  invalidate(tags: readonly string[]): void;
  /** The feed stopped or started listening: every copy goes, and none may be kept while `live` is false. */
  reset(): void;
}

interface Instance {
  sinks: Set<ChangeSink>;
  /** Changes this instance wrote and has not seen announced back: nonce → tags, and until when. */
  held: Map<string, { tags: readonly string[]; until: number }>;
}

// The instances of this process, by the pool they query through, so a change written through
// a pool (or a client it lent) is seen by its own instance before the transaction even commits.
const instancesByPool = new Map<pg.Pool, Set<Instance>>();
const poolOfClient = new WeakMap<pg.ClientBase, pg.Pool>();
const processId = randomBytes(6).toString('hex');
let sequence = 0;

function instancesOf(tx: Tx): Set<Instance> | undefined {
  const pool = (tx as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return instancesByPool.get(pool);
  // A drizzle transaction runs on one client the pool lent (drizzle keeps it as `session.client`).
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  const owner = client && poolOfClient.get(client);
  return owner ? instancesByPool.get(owner) : undefined;
}

function nextNonce(): string {
  sequence += 1;
  return `${processId}.${sequence}`;
}

/**
 * Announces a change to every gateway instance on the database (PostgreSQL NOTIFY, sent at
 * commit, so only a committed change is announced), in the writer's own transaction. The
 * writer's own instance drops its copies at once and keeps none of them until its notification
 * comes back: a change answered to a client is never served stale by the instance that made it.
 */
export async function publishChange(tx: Tx, tags: readonly ChangeTag[]): Promise<void> {
  if (tags.length === 0) return;
  const unique = [...new Set(tags)];
  const sent: readonly string[] = unique.length > MAX_TAGS ? ['*'] : unique;
  const nonce = nextNonce();
  const until = performance.now() + HOLD_MS;
  for (const self of instancesOf(tx) ?? []) {
    self.held.set(nonce, { tags: sent, until });
    for (const sink of self.sinks) sink.invalidate(sent);
  }
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${nonce} ${sent.join(' ')}`})`);
}

/** Whether this instance has a change of one of the tags in flight (written, not yet announced back). */
function isHeld(instance: Instance, tags: readonly string[]): boolean {
  if (instance.held.size === 0) return false;
  const now = performance.now();
  for (const [nonce, hold] of instance.held) {
    if (hold.until <= now) instance.held.delete(nonce);
    else if (hold.tags.includes('*') || tags.some((t) => hold.tags.includes(t))) return true;
  }
  return false;
}

export interface ChangeFeed {
  /** True while notifications are being received: only then may copies be kept. */
  readonly live: boolean;
  subscribe(sink: ChangeSink): void;
  /** Whether copies under these tags may be stored now (none of them is changing on this instance). */
  mayStore(tags: readonly string[]): boolean;
  /** Resolves once every change committed before the call has reached this instance (tests). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens for changes on a connection of its own (LISTEN holds it), reconnecting when it drops;
 * while it is down, nothing is cached, since a change could be missed (ADR 0045).
 */
export async function startChangeFeed(db: Db, log: (message: string) => void): Promise<ChangeFeed> {
  const pool = db.$client;
  const instance: Instance = { sinks: new Set(), held: new Map() };
  const sharing = instancesByPool.get(pool) ?? new Set();
  instancesByPool.set(pool, sharing.add(instance));
  const remember = (client: pg.PoolClient) => poolOfClient.set(client, pool);
  pool.on('acquire', remember);
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const waiting = new Map<string, () => void>();

  function reset(): void {
    for (const sink of instance.sinks) sink.reset();
  }

  function receive(payload: string): void {
    const [nonce = '-', ...tags] = payload.split(' ');
    for (const sink of instance.sinks) sink.invalidate(tags);
    instance.held.delete(nonce);
    waiting.get(nonce)?.();
    waiting.delete(nonce);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) receive(message.payload ?? '* *');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    await next.connect();
    await next.query(`listen ${CHANGES_CHANNEL}`);
    client = next;
    // Whatever was cached before listening may have missed a change.
    reset();
    live = true;
  }

  function lost(which: pg.Client, error: Error): void {
    if (which !== client || closed) return;
    live = false;
    client = undefined;
    reset();
    log(`change feed lost (${error.message}): caching stops until it is back`);
    which.end().catch(() => undefined);
    schedule();
  }

  function schedule(): void {
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        log(`change feed: ${error.message}; retrying`);
        if (!closed) schedule();
      });
    }, 1_000);
    retry.unref();
  }

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe(sink) {
      instance.sinks.add(sink);
    },
    mayStore(tags) {
      return live && !isHeld(instance, tags);
    },
    async sync() {
      const nonce = nextNonce();
      const arrived = new Promise<void>((resolve) => waiting.set(nonce, resolve));
      await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, `${nonce}`]);
      await arrived;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      pool.off('acquire', remember);
      sharing.delete(instance);
      if (sharing.size === 0) instancesByPool.delete(pool);
      reset();
      await client?.end().catch(() => undefined);
    },
  };
}
