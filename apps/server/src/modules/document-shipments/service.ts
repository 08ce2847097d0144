import {
  DocumentShipmentState,
  neutralFileName,
  Role,
  type documentShipmentAuthorizeBody,
  type documentShipmentCancelBody,
  type documentShipmentCreateBody,
  type DocumentShipmentPayload,
  type DocumentShipmentRow,
  type documentShipmentSaveBody,
  type RequestOutcome,
} from '@bel/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import type { Caller } from '../../core/requests/engine.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { createRegistry } from './bank-registry.js';
import { readPdf } from './pdf.js';
import { documentOf, documentTypeExists, documentTypeRows, lockShipment, storeDocument } from './repo.js';
import { documentShipmentType, RECEIVE_TASK } from './request-type.js';

type CreateBody = z.output<typeof documentShipmentCreateBody>;
type SaveBody = z.output<typeof documentShipmentSaveBody>;
type CancelBody = z.output<typeof documentShipmentCancelBody>;
type AuthorizeBody = z.output<typeof documentShipmentAuthorizeBody>;

const flag = (yes: boolean) => (yes ? 1 : 0) as 0 | 1;
const answer = (outcome: RequestOutcome | string) => ({ data: { respuesta: outcome } });
const notFound = () => new Failure(404, 'request.not.found');

/** The registry's catch-up: a shipment sent while no runner was up is received on the next run. */
const CATCH_UP = '*/10 * * * *';

export function createDocumentShipmentService({ db, clock, requests, jobs, notifications }: Deps) {
  const type = requests.register(documentShipmentType(jobs));
  const { machine } = type;
  const receive = createRegistry({ db, clock, notifications });
  jobs.define(
    RECEIVE_TASK,
    async (payload) => {
      await receive(payload);
    },
    CATCH_UP,
  );
  const scope = (session: SessionContext, id: number) => ({ id, companyId: session.companyId, type: machine.type, hidden: machine.hidden });

  async function checkType(tx: Tx, id: number) {
    if (!(await documentTypeExists(tx, id))) throw new Failure(400, 'request.document.typeRequired', { field: 'docType' });
  }

  return {
    receive,

    /** The company's shipments, newest first (spec §7 `document-shipment/user`), without their PDFs. */
    async list(session: SessionContext): Promise<{ data: DocumentShipmentRow[] }> {
      const { rows } = await requests.list(session, type);
      const names = new Map((await documentTypeRows(db)).map((t) => [t.id, t.name]));
      const data = rows.map((r): DocumentShipmentRow => {
        const p = r.payload as DocumentShipmentPayload;
        const reply = r.bankReply as { registro?: string; recibido?: string } | null;
        return {
          solicitud_id: r.id,
          tipo_solicitud: p.tipo,
          nombre_tipo: names.get(p.tipo) ?? '',
          nombreFichero: p.fichero.nombre,
          tamano_fichero: p.fichero.tamano,
          sha256_fichero: p.fichero.sha256,
          asunto_solicitud: p.asunto,
          cuenta_solicitud: r.accountNumber!,
          titular: r.accountHolder!,
          estado_solicitud: r.state,
          nombre_estado: machine.states[r.state] ?? String(r.state),
          // The reason shows while the shipment is cancelled (spec §4), not once it is sent again.
          motivo_cancel_solicitud: r.state === DocumentShipmentState.cancelled ? r.reason : null,
          usuario_solicitud: r.negotiator,
          firmantes_solicitud: r.signers,
          n_firmantes_solicitud: r.required,
          ultima_modificacion_solicitud: apiDateTime(r.updatedAt),
          firmante: flag(session.roles.includes(Role.signer)),
          negociador: flag(session.roles.includes(Role.negotiator)),
          autorizador: flag(r.maySign),
          registro_banco: reply?.registro ?? null,
          fecha_recepcion: reply?.recibido ?? null,
        };
      });
      return { data };
    },

    async types() {
      return { data: (await documentTypeRows(db)).map((t) => ({ tipo_id: t.id, nombre_tipo: t.name })) };
    },

    /** The shipment's PDF, base64 (spec §7 `document-shipment/document/{id}`). */
    async document(session: SessionContext, id: number) {
      const file = await documentOf(db, scope(session, id));
      if (!file) throw notFound();
      return { data: { archivo_solicitud: file.content.toString('base64'), nombreFichero: file.fileName } };
    },

    /** A new shipment, waiting for signatures at once (spec §4 Crear); its PDF in the same transaction. */
    async create(caller: Caller, body: CreateBody, tx: Tx) {
      await checkType(tx, body.docType);
      const file = await readPdf(body.document);
      const nombre = neutralFileName(body.nombreFichero);
      const payload: DocumentShipmentPayload = { tipo: body.docType, asunto: body.subject, cuenta: body.account, fichero: { nombre, tamano: file.size, sha256: file.sha256 } };
      const done = await requests.create(caller, type, payload, { tx });
      await storeDocument(tx, done.id, { fileName: nombre, ...file });
      return { data: { solicitud_id: done.id, respuesta: done.outcome } };
    },

    /** Modify (status 1 or 3, nobody signed): without a new PDF the stored one stays. Back to waiting for signatures. */
    async save(caller: Caller, body: SaveBody, tx: Tx) {
      await checkType(tx, body.docType);
      const stored = await lockShipment(tx, scope(caller.session, body.docId));
      if (!stored) throw notFound();
      const file = body.document === undefined ? undefined : await readPdf(body.document);
      const nombre = file ? neutralFileName(body.nombreFichero) : (stored.payload as DocumentShipmentPayload).fichero.nombre;
      const fichero = file ? { nombre, tamano: file.size, sha256: file.sha256 } : (stored.payload as DocumentShipmentPayload).fichero;
      const done = await requests.save(caller, type, body.docId, { tipo: body.docType, asunto: body.subject, cuenta: body.account, fichero }, { tx });
      if (file) await storeDocument(tx, body.docId, { fileName: nombre, ...file });
      return { data: { solicitud_id: done.id, respuesta: done.outcome } };
    },

    async remove(caller: Caller, id: number, tx: Tx) {
      return answer((await requests.act(caller, type, id, 'delete', { tx })).outcome);
    },

    /** Autorizar's reverse (spec §7 `cancel`): cancelled with the reason. */
    async cancel(caller: Caller, body: CancelBody, tx: Tx) {
      return answer((await requests.act(caller, type, body.docId, 'reverse', { reason: body.reason, tx })).outcome);
    },

    /** A signature; the last one sends the shipment to the bank. What the signer was shown must be what it says. */
    async authorize(caller: Caller, body: AuthorizeBody, tx: Tx) {
      const stored = await lockShipment(tx, scope(caller.session, body.docId));
      if (!stored) throw notFound();
      const now = stored.payload as DocumentShipmentPayload;
      const shown: DocumentShipmentPayload = {
        tipo: body.docType ?? now.tipo,
        asunto: body.subject ?? now.asunto,
        cuenta: body.account ?? now.cuenta,
        fichero: { ...now.fichero, sha256: body.sha256 ?? now.fichero.sha256 },
      };
      return answer((await requests.act(caller, type, body.docId, 'sign', { shown, tx })).outcome);
    },
  };
}
