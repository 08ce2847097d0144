import { routes, RequestError } from '@bel/contract';
import type { LiquidityLetterInput, LiquidityLetterRow, RequestAction } from '@bel/contract';
import type { ActionCall, OptionsContext } from '../../../components/signed-request';
import type { FieldOption } from '../../../components/query-view';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';

type Call = ActionCall<LiquidityLetterRow, LiquidityLetterInput>;

const missing: ApiResult<never> = { ok: false, error: { statusCode: 404, message: RequestError.notFound } };
const outcome = (result: ApiResult<{ respuesta: string }>): ApiResult<string> => (result.ok ? { ok: true, data: result.data.respuesta } : result);

/** Spec §7: userId, client and token go unfilled; the gateway knows the caller. */
export function listLetters(): Promise<ApiResult<readonly LiquidityLetterRow[]>> {
  return call(routes.liquidityLetters.list, { body: { userId: '', client: '', token: '' } });
}

/** The facilities: the letters of credit's liquidity-support categories, in the reader's language. */
export async function loadFacilities({ language }: OptionsContext): Promise<ApiResult<readonly FieldOption[]>> {
  const result = await call(routes.creditLetters.liquiditySupport, { query: { language } });
  return result.ok ? { ok: true, data: result.data.map((option) => ({ value: option.sigla, label: `${option.sigla} - ${option.text}` })) } : result;
}

export function letterValues(row: LiquidityLetterRow): LiquidityLetterInput {
  return { facilidad: row.facilidad_cl, cuenta: row.cuenta_debito_cl, importe: row.importe_cl, referenciaOrganismo: row.referencia_organismo_cl };
}

const fields = ({ facilidad, cuenta, importe, referenciaOrganismo }: LiquidityLetterInput) => ({ facilidad, cuenta, importe, referenciaOrganismo });
const save = (values: LiquidityLetterInput, row: LiquidityLetterRow | null) => call(routes.liquidityLetters.save, { body: { id: row?.id_cl ?? 0, ...fields(values) } });
const changed = (values: LiquidityLetterInput, row: LiquidityLetterRow) => JSON.stringify(fields(values)) !== JSON.stringify(letterValues(row));

/** One call per action of the letter machine; a signature sends what the signer was shown. */
export const letterCalls: Readonly<Partial<Record<RequestAction, Call>>> = {
  create: async ({ values }) => outcome(await save(values, null)),
  save: async ({ values, row }) => (row ? outcome(await save(values, row)) : missing),
  sendToSign: async ({ row }) => (row ? outcome(await call(routes.liquidityLetters.sendToSign, { body: { id: row.id_cl } })) : missing),
  // Edits are saved first, so what is signed is what the form showed.
  authorizeAndSend: async ({ values, row }) => {
    if (!row) return missing;
    if (changed(values, row)) {
      const saved = await save(values, row);
      if (!saved.ok) return saved;
    }
    return outcome(await call(routes.liquidityLetters.authorizeAndSend, { body: { id: row.id_cl, ...fields(values) } }));
  },
  sign: async ({ row }) => (row ? outcome(await call(routes.liquidityLetters.sign, { body: { id: row.id_cl, ...letterValues(row) } })) : missing),
  reverse: async ({ row, reason }) => (row ? outcome(await call(routes.liquidityLetters.reverse, { body: { id: row.id_cl, ...letterValues(row), respuesta: reason ?? '' } })) : missing),
  delete: async ({ row }) => (row ? outcome(await call(routes.liquidityLetters.delete, { body: { id: row.id_cl } })) : missing),
};
