import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { traceChainBreak } from './trail.js';

const WHY = {
  altered: 'its fields no longer match its hash: it was edited',
  unlinked: 'it does not follow the row before it: a row before it was removed, or inserted out of order',
} as const;

/** The trail check's verdict (ADR 0022) as one line: every row and link intact, or the first bad row. */
export async function checkTrail(tx: Tx): Promise<{ ok: boolean; report: string }> {
  const broken = await traceChainBreak(tx);
  if (!broken) {
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from traces`);
    return { ok: true, report: `OK: ${rows[0]!.n} traces, the chain is intact` };
  }
  const { rows } = await tx.execute<{ at: string; username: string; operation: string }>(
    sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at, username, operation from traces where id = ${broken.id}`,
  );
  const row = rows[0]!;
  return { ok: false, report: `BROKEN: trace ${broken.id} (${row.at} UTC, ${row.username}, ${row.operation}) is ${broken.problem}: ${WHY[broken.problem]}` };
}
