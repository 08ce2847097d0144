import type { Clock } from '../../clock.js';
import type { ChangeFeed, ChangeSink } from './change-feed.js';

/** How long a copy is served before it is read again, notification or not (ADR 0045). */
export const REVALIDATE_MS = 1_000;

interface Entry<V> {
  value: V;
  tags: readonly string[];
  readAt: number;
}

/**
 * Copies of what PostgreSQL answered, filed under the tags of what they depend on and dropped
 * when the change feed says one of those changed. A copy is served at most `REVALIDATE_MS`
 * (on the gateway's clock) before it is read again, so a change the feed cannot see (SQL typed
 * in by hand) still applies within that time. Nothing is kept while the feed is down, nor a
 * read that a change overtook (read before the change, answered after its notification).
 */
export function createTaggedCache<K, V>(feed: ChangeFeed, clock: Clock, { maxEntries, keep = () => true }: { maxEntries: number; keep?: (value: V) => boolean }) {
  const entries = new Map<K, Entry<V>>();
  const byTag = new Map<string, Set<K>>();
  const loading = new Map<K, Promise<V | undefined>>();
  // Bumped by every invalidation: a read that started before one is not stored.
  let epoch = 0;

  function drop(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) byTag.get(tag)?.delete(key);
  }

  function store(key: K, value: V, tags: readonly string[], readAt: number): void {
    drop(key);
    // Oldest first: a Map iterates in insertion order.
    if (entries.size >= maxEntries) drop(entries.keys().next().value as K);
    entries.set(key, { value, tags, readAt });
    for (const tag of tags) {
      const keys = byTag.get(tag) ?? new Set<K>();
      byTag.set(tag, keys.add(key));
    }
  }

  const sink: ChangeSink = {
    invalidate(tags) {
      epoch += 1;
      loading.clear();
      if (tags.includes('*')) return sink.reset();
      for (const tag of tags) for (const key of byTag.get(tag) ?? []) drop(key);
    },
    reset() {
      epoch += 1;
      loading.clear();
      entries.clear();
      byTag.clear();
    },
  };
  feed.subscribe(sink);

  return {
    /**
     * The copy under `key`, or `read()`'s answer (one read for many callers at once), kept under
     * `tagsOf(value)` when it may be. `undefined` answers are not kept.
     */
    async get(key: K, read: () => Promise<V | undefined>, tagsOf: (value: V) => readonly string[]): Promise<V | undefined> {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && now - entry.readAt < REVALIDATE_MS && now >= entry.readAt) return entry.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = epoch;
      const promise = read().then((value) => {
        if (loading.get(key) === promise) loading.delete(key);
        if (value === undefined) return value;
        const tags = tagsOf(value);
        if (startedAt === epoch && keep(value) && feed.mayStore(tags)) store(key, value, tags, now);
        return value;
      });
      loading.set(key, promise);
      promise.catch(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
      return promise;
    },
    /** Drops one copy (this instance found it out of date). */
    forget: drop,
    get size() {
      return entries.size;
    },
  };
}

export type TaggedCache<K, V> = ReturnType<typeof createTaggedCache<K, V>>;
