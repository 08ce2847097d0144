import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Db } from '../db/client.js';

type Incr = FastifyRateLimitStore['incr'];
type Result = Parameters<Parameters<Incr>[1]>[1];

// One statement counts and answers, so fifty calls at once on two instances are counted exactly.
const COUNT_SQL = `
insert into rate_limit_counters as c (key, window_started_at, count) values ($1, now(), 1)
on conflict (key) do update set
  count = case when c.window_started_at + $2 * interval '1 millisecond' <= now() then 1 else c.count + 1 end,
  window_started_at = case when c.window_started_at + $2 * interval '1 millisecond' <= now() then now() else c.window_started_at end
returning count, greatest(0, ceil(extract(epoch from (window_started_at + $2 * interval '1 millisecond' - now())) * 1000))::int as ttl`;

/**
 * A store for @fastify/rate-limit: the global per-address budget stays in memory, and every
 * route with a budget of its own (the strict ones) counts in PostgreSQL, shared by all the
 * instances on the database (issue 13, ADR 0040).
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr: Incr;
    constructor(_options: FastifyRateLimitOptions, route?: string) {
      // The global budget: the plugin's own memory store (a flood guard; sharing it would cost a
      // write per call, ADR 0040).
      if (route === undefined) {
        const local = new LocalStore();
        // LocalStore answers with its own counter object, which the plugin reads only after an
        // await: fifty calls at once all read the fiftieth count, and past the budget every one
        // was refused, the first ones too. Each call gets its count as it was.
        this.incr = (key, callback, timeWindow, max) =>
          local.incr(key, (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
        return;
      }
      this.incr = (key, callback, timeWindow) => {
        db.$client
          .query<{ count: number; ttl: number }>({ name: 'bel-rate-limit', text: COUNT_SQL, values: [`${route} ${key}`, timeWindow] })
          .then(({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl } satisfies Result), (error: Error) => callback(error));
      };
    }
    // The plugin passes the route's merged settings, the route itself under `routeInfo`.
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (params as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new SharedRateLimitStore({}, route?.url ? `${String(route.method)} ${route.url}` : 'custom');
    }
  };
}
