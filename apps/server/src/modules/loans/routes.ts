import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createLoanService } from './service.js';

export async function loanRoutes(app: FastifyInstance, deps: Deps) {
  const loans = createLoanService(deps);
  route(app, api.loans.totalDebt, ({ body, session }) => loans.totalDebt(session, body.contractNumber));
  route(app, api.loans.details, ({ body, session }) => loans.details(session, body.contractNumber));
  route(app, api.loans.amortization, ({ body, session }) => loans.amortization(session, body.contractNumber));
}
