import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { BodyLimit } from '../../http/body-limits.js';
import { createBankSealService } from './service.js';

export async function bankSealRoutes(app: FastifyInstance, deps: Deps) {
  const seal = createBankSealService(deps);
  route(app, api.signatures.getPinUser, ({ session, request }) => seal.exportReference(session, request.log));
  route(app, api.signatures.sign, ({ body, session, request }) => seal.sign(session, body.document, request.log), { bodyLimit: BodyLimit.signature });
}
