import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { isoDay } from '../../bank/calendar.js';
import { CLOSE_MONTHS_CRON, CLOSE_MONTHS_TASK, closeMonths } from '../../bank/month-close.js';
import { createAccountService } from './service.js';
import { createMovementService } from './movements.js';
import { createStatementService } from './statements/service.js';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const accounts = createAccountService(deps);
  const movements = createMovementService(deps);
  const statements = createStatementService(deps);
  route(app, api.accounts.getByUserRolContract, ({ body, session }) => deps.accounts.listForRoles(session, body.roles));
  route(app, api.accounts.getAccountsByUsersSigners, ({ session }) => deps.accounts.listForSigner(session));
  route(app, api.accounts.getInfo, ({ body, session }) => accounts.info(session, body.cuentas));
  route(app, api.accounts.getMovements, ({ body, session }) => movements.list(session, body));
  route(app, api.accounts.getStatements, ({ body, session }) => statements.list(session, body));
  route(app, api.accounts.getStatementsPDF, ({ body, session }) => statements.document(session, body, 'pdf'));
  route(app, api.accounts.getStatementsTXT, ({ body, session }) => statements.document(session, body, 'txt'));
  route(app, api.accounts.getStatementsXML, ({ body, session }) => statements.document(session, body, 'xml'));
  route(app, api.accounts.getStatementsDocuments, ({ body, session }) => statements.zip(session, body));
  // The bank's period close (ADR 0043): what keeps balances, movements and statements from summing
  // the ledger from its first day.
  deps.jobs.define(CLOSE_MONTHS_TASK, async () => {
    const now = deps.clock.now();
    await closeMonths(deps.db, isoDay(now), now);
  }, CLOSE_MONTHS_CRON);
}
