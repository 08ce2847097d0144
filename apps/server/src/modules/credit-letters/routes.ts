import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createCreditLetterService } from './service.js';

export async function creditLetterRoutes(app: FastifyInstance, deps: Deps) {
  const letters = createCreditLetterService(deps);
  const calls = api.creditLetters;
  route(app, calls.discrepancies, ({ body, session }) => letters.discrepancies(session, body));
  route(app, calls.stadistics, ({ body, session }) => letters.statistics(session, body));
  route(app, calls.liquiditySupport, ({ query }) => letters.liquiditySupport(query));
  route(app, calls.summary, ({ body, session }) => letters.summary(session, body));
  route(app, calls.details, ({ body, session }) => letters.details(session, body.refPECEX));
  route(app, calls.getCurrentByCategory, ({ body, session }) => letters.currentByCategory(session, body));
  route(app, calls.currentByMaturityDate, ({ body, session }) => letters.byMaturityDate(session, body));
  route(app, calls.paymentObligations, ({ body, session }) => letters.paymentObligations(session, body));
  route(app, calls.paymentObligationsACDP, ({ body, session }) => letters.acdpObligations(session, body));
}
