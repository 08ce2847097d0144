import { checkTrail } from '../core/audit/check.js';
import { onPortalDatabase } from './portal-database.js';

/**
 * `npm run traces:check -w @bel/server`: checks the audit trail's hash chain (ADR 0022) on
 * DATABASE_URL, or on the embedded database as the gateway opens it. Prints OK or the first
 * bad row; exits 0 when intact, 1 when broken, 2 when it could not check.
 */
onPortalDatabase(async (database) => {
  const { ok, report } = await checkTrail(database.db);
  console.log(report);
  return ok ? 0 : 1;
});
