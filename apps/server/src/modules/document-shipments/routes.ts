import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, DOCUMENT_BASE64_MAX, DocumentShipmentError } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { route } from '../../http/route.js';
import { originOf } from '../../core/audit/trail.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { createDocumentShipmentService } from './service.js';

/**
 * A shipment's body: the largest allowed PDF as base64 plus room for the other fields (details
 * and a file name escaped at worst, a data-URL prefix). Anything longer is refused (413) from its
 * Content-Length, or as soon as that many bytes arrived, before the gateway reads more.
 */
export const SHIPMENT_BODY_LIMIT = DOCUMENT_BASE64_MAX + 16 * 1024;
const upload = { bodyLimit: SHIPMENT_BODY_LIMIT, config: { tooLarge: { code: DocumentShipmentError.tooLarge, field: 'document' } } };

const caller = (session: SessionContext, request: FastifyRequest) => ({ session, origin: originOf(request) });

export async function documentShipmentRoutes(app: FastifyInstance, deps: Deps) {
  const shipments = createDocumentShipmentService(deps);
  const e = api.documentShipments;
  /** Every state-changing call runs in one transaction and honours `Idempotency-Key` (ADR 0021, 0024). */
  const once = <T>(session: SessionContext, request: FastifyRequest, run: (tx: Tx) => Promise<T>) => deps.requests.once(session, request, run);
  route(app, e.types, () => shipments.types());
  route(app, e.list, ({ session }) => shipments.list(session));
  route(app, e.document, ({ params, session }) => shipments.document(session, Number(params.id)));
  route(app, e.create, ({ body, session, request }) => once(session, request, (tx) => shipments.create(caller(session, request), body, tx)), upload);
  route(app, e.save, ({ body, session, request }) => once(session, request, (tx) => shipments.save(caller(session, request), body, tx)), upload);
  route(app, e.delete, ({ params, session, request }) => once(session, request, (tx) => shipments.remove(caller(session, request), Number(params.id), tx)));
  route(app, e.cancel, ({ body, session, request }) => once(session, request, (tx) => shipments.cancel(caller(session, request), body, tx)));
  route(app, e.authorize, ({ body, session, request }) => once(session, request, (tx) => shipments.authorize(caller(session, request), body, tx)));
}
