import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createTraceService } from './service.js';

export async function traceRoutes(app: FastifyInstance, deps: Deps) {
  const traces = createTraceService(deps);
  route(app, api.traces.list, ({ body, session }) => traces.list(session, body));
}
