import type { Tx } from './client.js';

/**
 * A query built once per database (or transaction) handle and reused: drizzle's builder costs
 * tens to hundreds of microseconds a call, more than a bare Fastify route spends answering, and
 * a named statement also spares PostgreSQL the parse and plan (issue 13). `build` returns
 * drizzle's `.prepare(name)` of a query whose inputs are `sql.placeholder(...)`s.
 */
export function preparedQuery<Q>(build: (tx: Tx) => Q): (tx: Tx) => Q {
  const byHandle = new WeakMap<Tx, Q>();
  return (tx) => {
    let query = byHandle.get(tx);
    if (!query) {
      query = build(tx);
      byHandle.set(tx, query);
    }
    return query;
  };
}
