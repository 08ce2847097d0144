import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { createCheckbookRequestService } from './service.js';

const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });
/** A client may send `Idempotency-Key` so a repeated create makes one request (ADR 0021). */
const keyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : undefined;
};

export async function checkbookRequestRoutes(app: FastifyInstance, deps: Deps) {
  const checkbooks = createCheckbookRequestService(deps);
  const e = api.checkbookRequests;
  route(app, e.listRequests, ({ body, session }) => checkbooks.list(session, body.roles));
  route(app, e.types, () => checkbooks.types());
  route(app, e.save, ({ body, session, request }) => checkbooks.save(caller(session, request), body, keyOf(request)));
  route(app, e.delete, ({ body, session, request }) => checkbooks.act(caller(session, request), body.solicitudChequeraId, 'delete'));
  route(app, e.sendToSign, ({ body, session, request }) => checkbooks.act(caller(session, request), body.solicitudChequeraId, 'sendToSign'));
  route(app, e.sign, ({ body, session, request }) => checkbooks.sign(caller(session, request), body));
  route(app, e.reverse, ({ body, session, request }) => checkbooks.reverse(caller(session, request), body));
}
