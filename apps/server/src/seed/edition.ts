import type { Db } from '../db/client.js';
import { demoBank } from '../db/schema.js';

/**
 * The demo bank's edition. Raise it whenever the seeder adds or changes data, so a database
 * seeded before says so at start instead of failing in odd places later (the seeder never
 * touches a database that already holds a bank).
 */
export const DEMO_BANK_EDITION = 6;

/** The edition a seeded database was built with; null if built before editions were recorded. */
export async function seededEdition(db: Db): Promise<number | null> {
  const [row] = await db.select({ edition: demoBank.edition }).from(demoBank);
  return row?.edition ?? null;
}

/**
 * What to tell the person starting the gateway on a bank seeded by another edition, or null if
 * it is the current one. `where` is the data folder of the embedded server, or undefined for a
 * server given by DATABASE_URL (never dropped for them: it may hold more than the demo).
 */
export function staleEditionNotice(edition: number | null, where: string | undefined): string | null {
  if (edition === DEMO_BANK_EDITION) return null;
  const built = edition === null ? 'an earlier version of BEL' : `edition ${edition}`;
  const rebuild = where
    ? `stop the gateway, delete ${where} and start it again to rebuild the demo bank`
    : 'point DATABASE_URL at an empty database to rebuild the demo bank';
  return `the demo bank in this database was built by ${built}, not edition ${DEMO_BANK_EDITION}: what later editions added (sign-ins, identity documents, notifications...) may be missing; ${rebuild}`;
}
