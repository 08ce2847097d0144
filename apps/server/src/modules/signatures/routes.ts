import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createSignatureService } from './service.js';

export async function signatureRoutes(app: FastifyInstance, deps: Deps) {
  const signatures = createSignatureService(deps);
  route(app, api.signatures.getPinUser, ({ session, request }) => signatures.exportReference(session, request.log));
  route(app, api.signatures.sign, ({ body, session, request }) => signatures.sign(session, body.document, request.log));
}
