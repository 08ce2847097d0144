import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createAccountChangeService } from './service.js';

/** Lives apart from the accounts module: its data is the bank's record of the 2021 unification. */
export async function accountChangeRoutes(app: FastifyInstance, deps: Deps) {
  const changes = createAccountChangeService(deps);
  route(app, api.accounts.getAccountChanges, ({ body, session }) => changes.changes(session, body.cuentas));
}
