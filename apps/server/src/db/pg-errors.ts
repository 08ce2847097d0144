/**
 * What PostgreSQL said about a refused statement, found in the error or any error it wraps
 * (Drizzle wraps the driver's error in its own, with the original as `cause`).
 */
export function violatedConstraint(error: unknown, sqlState?: string): string | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof constraint === 'string' && (sqlState === undefined || code === sqlState)) return constraint;
  }
  return undefined;
}

/** A unique index (by name) refused the insert or update: another writer got there first. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  return violatedConstraint(error, '23505') === index;
}
