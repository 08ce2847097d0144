import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNING_PIN_HEADER, api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { route } from '../../http/route.js';
import { BodyLimit } from '../../http/body-limits.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { TRANSFER_DAY_RANGE } from './checks.js';
import { createTransferService } from './service.js';

/** The bank's daily run of transfers waiting for their date; every ten minutes, so a restart or a missed run catches up the same day. */
export const EXECUTE_DUE_TRANSFERS = 'transfers.executeDue';

const BATCH_BODY = { bodyLimit: BodyLimit.batch };

/** The holder lookup reveals names: 30 a minute per user (ADR 0024). */
const HOLDER_LOOKUPS = {
  config: {
    rateLimit: {
      max: 30,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `holders:${request.session?.userId ?? request.ip}`,
    },
  },
};

const pinOf = (request: FastifyRequest) => {
  const pin = request.headers[SIGNING_PIN_HEADER];
  return typeof pin === 'string' ? pin : undefined;
};

export async function transferRoutes(app: FastifyInstance, deps: Deps) {
  const transfers = createTransferService(deps);
  const e = api.transfers;
  const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });
  /** Every state-changing call honours `Idempotency-Key` (ADR 0024). */
  const once = <T>(session: SessionContext, request: FastifyRequest, run: (tx: Tx) => Promise<T>) => deps.requests.once(session, request, run);

  route(app, e.list, ({ body, session }) => transfers.list(session, 'single', body));
  route(app, e.multipleList, ({ body, session }) => transfers.list(session, 'batch', body));
  route(app, e.byBatch, ({ body, session }) => transfers.byBatch(session, body.id));
  route(app, e.newBatch, ({ session }) => transfers.newBatch(session));
  route(app, e.dayRange, async () => ({ data: [TRANSFER_DAY_RANGE] as [number] }));
  route(app, e.validate, ({ body, session }) => transfers.validate(session, body), BATCH_BODY);
  route(app, e.save, ({ body, session, request }) => once(session, request, (tx) => transfers.save(caller(session, request), body, false, tx)), BATCH_BODY);
  route(app, e.saveAndSend, ({ body, session, request }) => once(session, request, (tx) => transfers.save(caller(session, request), body, true, tx)), BATCH_BODY);
  route(app, e.delete, ({ body, session, request }) => once(session, request, (tx) => transfers.delete(caller(session, request), body.id, tx)));
  route(app, e.reject, ({ body, session, request }) => once(session, request, (tx) => transfers.reject(caller(session, request), body.id, body.respuesta, tx)));
  // The PIN first, outside the call's transaction (the engine's confirmPin says why); then the signature, once per key.
  route(
    app,
    e.authorize,
    async ({ body, session, request }) => {
      const proof = await transfers.confirmPin(caller(session, request), body.id, pinOf(request));
      return once(session, request, (tx) => transfers.authorize(caller(session, request), body, proof, tx));
    },
    BATCH_BODY,
  );
  route(app, e.accountHolders, ({ body, session, request }) => transfers.accountHolders(session, body.account, originOf(request)), HOLDER_LOOKUPS);

  deps.jobs.define(EXECUTE_DUE_TRANSFERS, async () => {
    await transfers.executeDue({ ip: null, externalId: `job:${EXECUTE_DUE_TRANSFERS}` });
  }, '*/10 * * * *');
}
