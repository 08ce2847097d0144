import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { route } from '../../http/route.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { LC_AMENDMENT_CRON, LC_AMENDMENT_TASK, createAmendmentBank } from './bank.js';
import { createLcAmendmentService } from './service.js';

const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });

/** Spec doc 2 §7's amendment calls, and the bank's task that processes what they send (ADR 0029). */
export async function lcAmendmentRoutes(app: FastifyInstance, deps: Deps) {
  const amendments = createLcAmendmentService(deps);
  const bank = createAmendmentBank(deps);
  deps.jobs.define(LC_AMENDMENT_TASK, async () => void (await bank.run()), LC_AMENDMENT_CRON);
  const e = api.lcAmendments;
  /** Every state-changing call honours `Idempotency-Key`: a replay answers the first answer (ADR 0021, 0024). */
  const once = <T>(session: SessionContext, request: FastifyRequest, run: (tx: Tx) => Promise<T>) => deps.requests.once(session, request, run);
  route(app, e.getAll, ({ body, session }) => amendments.list(session, body.roles));
  route(app, e.getData, ({ body, session }) => amendments.letter(session, body));
  route(app, e.getDataPending, ({ body, session }) => amendments.audit(session, body.reference, body.enmiendaId));
  route(app, e.validate, ({ body, session }) => amendments.validate(session, body));
  route(app, e.save, ({ body, session, request }) => once(session, request, (tx) => amendments.save(caller(session, request), body, tx)));
  route(app, e.saveAndSendToSign, ({ body, session, request }) => once(session, request, (tx) => amendments.saveAndSendToSign(caller(session, request), body, tx)));
  route(app, e.cancel, ({ body, session, request }) => once(session, request, (tx) => amendments.cancel(caller(session, request), body, tx)));
  route(app, e.sign, ({ body, session, request }) => once(session, request, (tx) => amendments.sign(caller(session, request), body, tx)));
  route(app, e.reverse, ({ body, session, request }) => once(session, request, (tx) => amendments.reverse(caller(session, request), body, tx)));
  route(app, e.getSwift, ({ body, session }) => amendments.swift(session, body.enmiendaId));
}
