import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createSignatureService } from './service.js';

export async function signatureRoutes(app: FastifyInstance, deps: Deps) {
  const signatures = createSignatureService(deps);
  route(app, api.signatures.getPinUser, ({ session, request }) => signatures.exportReference(session, request.log));
  // A 10 MB PDF is about 14 MB as a base64 data URI: the contract's limit, plus the envelope.
  route(app, api.signatures.sign, ({ body, session, request }) => signatures.sign(session, body.document, request.log), { bodyLimit: 15 * 1024 * 1024 });
}
