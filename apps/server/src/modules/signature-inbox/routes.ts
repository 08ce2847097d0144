import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { apiDateTime } from '../../bank/calendar.js';
import { route } from '../../http/route.js';

/** Every request of every registered type awaiting the caller's signature (issue 9 §5). */
export async function signatureInboxRoutes(app: FastifyInstance, { requests }: Deps) {
  route(app, api.requests.inbox, async ({ session }) => ({
    data: (await requests.inbox(session)).map((r) => ({
      tipo: r.type,
      vista: r.view,
      id: r.id,
      referencia: r.summary.reference,
      cuenta: r.accountNumber,
      importe: r.summary.amount,
      moneda: r.summary.currency,
      negociador: r.negotiator,
      fecha_envio: apiDateTime(r.sentAt),
      firmas: r.signatures,
      numero_firmas: r.required,
    })),
  }));
}
