import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import type { Tx } from '../../db/client.js';
import { createCheckbookRequestService } from './service.js';

const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });

export async function checkbookRequestRoutes(app: FastifyInstance, deps: Deps) {
  const checkbooks = createCheckbookRequestService(deps);
  const e = api.checkbookRequests;
  /** Every state-changing call honours `Idempotency-Key`: a replay answers the first answer (ADR 0021, 0024). */
  const once = <T>(session: SessionContext, request: FastifyRequest, run: (tx: Tx) => Promise<T>) => deps.requests.once(session, request, run);
  route(app, e.listRequests, ({ body, session }) => checkbooks.list(session, body.roles));
  route(app, e.types, () => checkbooks.types());
  route(app, e.save, ({ body, session, request }) => once(session, request, (tx) => checkbooks.save(caller(session, request), body, tx)));
  route(app, e.delete, ({ body, session, request }) => once(session, request, (tx) => checkbooks.act(caller(session, request), body.solicitudChequeraId, 'delete', tx)));
  route(app, e.sendToSign, ({ body, session, request }) => once(session, request, (tx) => checkbooks.act(caller(session, request), body.solicitudChequeraId, 'sendToSign', tx)));
  route(app, e.sign, ({ body, session, request }) => once(session, request, (tx) => checkbooks.sign(caller(session, request), body, tx)));
  route(app, e.reverse, ({ body, session, request }) => once(session, request, (tx) => checkbooks.reverse(caller(session, request), body, tx)));
}
