import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { traces } from '../../db/schema.js';

/** The traces of one user of one company written in [from, before), the newest first, at most `limit`. */
export async function companyUserTraces(tx: Tx, q: { companyId: number; username: string; from: Date; before: Date; limit: number }) {
  return tx
    .select({
      at: traces.at,
      username: traces.username,
      firstName: traces.firstName,
      lastName1: traces.lastName1,
      lastName2: traces.lastName2,
      operation: traces.operation,
      ip: traces.ip,
      externalId: traces.externalId,
      description: traces.description,
    })
    .from(traces)
    .where(and(eq(traces.companyId, q.companyId), eq(traces.username, q.username), gte(traces.at, q.from), lt(traces.at, q.before)))
    .orderBy(desc(traces.at), desc(traces.id))
    .limit(q.limit);
}
