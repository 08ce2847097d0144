import { Role, type LiquidityLetterFields, type LiquidityLetterRow, type RequestAction } from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime, compact, isoDay } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import type { Caller } from '../../core/requests/engine.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { ADVANCE_TASK, createBankDesk, type LetterReply } from './bank-desk.js';
import { companyAccount } from './repo.js';
import { liquidityLetterType as type, type LiquidityLetterPayload } from './request-type.js';

const flag = (yes: boolean) => (yes ? 1 : 0) as 0 | 1;
/** The desk runs every hour; each run takes what fell due by then (idempotent, missed runs filled). */
const DESK_CRON = '5 * * * *';

export function createLiquidityLetterService({ db, clock, requests, jobs, notifications }: Deps) {
  requests.register(type);
  const advance = createBankDesk({ db, clock, notifications });
  jobs.define(ADVANCE_TASK, async () => {
    await advance();
  }, DESK_CRON);

  /** The fields and the debit account's currency; another company's account answers as missing. */
  async function payloadOf(session: SessionContext, fields: LiquidityLetterFields, tx: Tx): Promise<LiquidityLetterPayload> {
    const account = await companyAccount(tx, session.companyId, fields.cuenta);
    if (!account) throw new Failure(404, 'account.not.found');
    const { facilidad, cuenta, importe, referenciaOrganismo } = fields;
    return { facilidad, cuenta, importe, referenciaOrganismo, moneda: account.currency };
  }

  return {
    advance,

    /** The company's letters, newest first; the spec's userId, client and token are not asked for. */
    async list(session: SessionContext): Promise<{ data: LiquidityLetterRow[] }> {
      const { rows } = await requests.list(session, type);
      return {
        data: rows.map((r): LiquidityLetterRow => {
          const p = r.payload as LiquidityLetterPayload;
          const reply = (r.bankReply ?? {}) as LetterReply;
          return {
            id_cl: r.id,
            fecha_registro_cl: compact(isoDay(r.createdAt)),
            fecha_emision_cl: reply.fecha_emision ?? null,
            fecha_listo_cl: reply.listo ?? null,
            fecha_recogido_cl: reply.recogido ?? null,
            referencia_organismo_cl: p.referenciaOrganismo,
            autorización_cl: reply.autorizacion ?? null,
            facilidad_cl: p.facilidad,
            cuenta_debito_cl: r.accountNumber!,
            estado_cl: r.state,
            nombre_estado_cl: type.machine.states[r.state] ?? String(r.state),
            importe_cl: p.importe,
            moneda_cl: p.moneda,
            titular: r.accountHolder!,
            numero_firmas: r.required,
            p_negociador: r.negotiator,
            p_firmante: r.signers,
            negociador: flag(session.roles.includes(Role.negotiator)),
            firmante: flag(session.roles.includes(Role.signer)),
            autorizador: flag(r.maySign),
            respuesta: r.reason,
            ultima_fecha_modificacion: apiDateTime(r.updatedAt),
          };
        }),
      };
    },

    /** Id 0 makes a new letter request; another id saves changes to it. */
    async save(caller: Caller, body: LiquidityLetterFields & { id: number }, tx: Tx) {
      const payload = await payloadOf(caller.session, body, tx);
      const done = body.id === 0 ? await requests.create(caller, type, payload, { tx }) : await requests.save(caller, type, body.id, payload, { tx });
      return { data: { id: done.id, respuesta: done.outcome } };
    },

    async act(caller: Caller, id: number, action: Extract<RequestAction, 'sendToSign' | 'delete'>, tx: Tx) {
      return { data: { respuesta: (await requests.act(caller, type, id, action, { tx })).outcome } };
    },

    /** Sign, authorize-and-send and reverse carry what the signer was shown: it must be what the letter says. */
    async signed(caller: Caller, body: LiquidityLetterFields & { id: number; respuesta?: string }, action: Extract<RequestAction, 'sign' | 'authorizeAndSend' | 'reverse'>, tx: Tx) {
      const shown = await payloadOf(caller.session, body, tx);
      const done = await requests.act(caller, type, body.id, action, { shown, tx, ...(action === 'reverse' ? { reason: body.respuesta } : {}) });
      return { data: { respuesta: done.outcome } };
    },
  };
}
