import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createAccountService } from './service.js';
import { createMovementService } from './movements.js';

export async function accountRoutes(app: FastifyInstance, deps: Deps) {
  const accounts = createAccountService(deps);
  const movements = createMovementService(deps, accounts);
  route(app, api.accounts.getByUserRolContract, ({ body, session }) => accounts.listForRoles(session, body.roles));
  route(app, api.accounts.getInfo, ({ body, session }) => accounts.info(session, body.cuentas));
  route(app, api.accounts.getMovements, ({ body, session }) => movements.list(session, body));
}
