import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createBankSealService } from './service.js';

export async function bankSealRoutes(app: FastifyInstance, deps: Deps) {
  const seal = createBankSealService(deps);
  route(app, api.signatures.getPinUser, ({ session, request }) => seal.exportReference(session, request.log));
  // A 10 MB PDF is about 14 MB as a base64 data URI: the contract's limit, plus the envelope.
  route(app, api.signatures.sign, ({ body, session, request }) => seal.sign(session, body.document, request.log), { bodyLimit: 15 * 1024 * 1024 });
}
