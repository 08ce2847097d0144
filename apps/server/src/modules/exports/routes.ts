import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createExportService } from './service.js';

export async function exportRoutes(app: FastifyInstance, deps: Deps) {
  const exports = createExportService(deps, deps.seal);
  route(app, api.exports.render, ({ body, session, request }) => exports.render(session, body, request));
}
