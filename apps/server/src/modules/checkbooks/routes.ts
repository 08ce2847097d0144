import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createCheckbookService } from './service.js';

export async function checkbookRoutes(app: FastifyInstance, deps: Deps) {
  const checkbooks = createCheckbookService(deps);
  route(app, api.checkbooks.getRequests, ({ body, session }) => checkbooks.notIssued(session, body));
}
