import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { route } from '../../http/route.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { createLiquidityLetterService } from './service.js';

const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });

export async function liquidityLetterRoutes(app: FastifyInstance, deps: Deps) {
  const letters = createLiquidityLetterService(deps);
  const e = api.liquidityLetters;
  /** Every state-changing call runs in one transaction and honours `Idempotency-Key` (ADR 0021, 0024). */
  const once = <T>(session: SessionContext, request: FastifyRequest, run: (tx: Tx) => Promise<T>) => deps.requests.once(session, request, run);
  route(app, e.list, ({ session }) => letters.list(session));
  route(app, e.save, ({ body, session, request }) => once(session, request, (tx) => letters.save(caller(session, request), body, tx)));
  route(app, e.sendToSign, ({ body, session, request }) => once(session, request, (tx) => letters.act(caller(session, request), body.id, 'sendToSign', tx)));
  route(app, e.delete, ({ body, session, request }) => once(session, request, (tx) => letters.act(caller(session, request), body.id, 'delete', tx)));
  route(app, e.sign, ({ body, session, request }) => once(session, request, (tx) => letters.signed(caller(session, request), body, 'sign', tx)));
  route(app, e.authorizeAndSend, ({ body, session, request }) => once(session, request, (tx) => letters.signed(caller(session, request), body, 'authorizeAndSend', tx)));
  route(app, e.reverse, ({ body, session, request }) => once(session, request, (tx) => letters.signed(caller(session, request), body, 'reverse', tx)));
}
