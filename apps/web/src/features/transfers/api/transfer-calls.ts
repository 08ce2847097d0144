import { routes, RequestError, RequestOutcome, SIGNATURE_UPDATED_PREFIX, SIGNING_PIN_HEADER, sumAmounts } from '@bel/contract';
import type { api, RequestAction, TransferForm } from '@bel/contract';
import type { ActionCall } from '../../../components/signed-request';
import { call } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-client';
import { askPin } from '../model/form-session';
import { groupTransfers, transferValues } from '../model/transfer-request';
import type { TransferRequest, TransferValues } from '../model/transfer-request';

type Call = ActionCall<TransferRequest, TransferValues>;

const missing: ApiResult<never> = { ok: false, error: { statusCode: 404, message: RequestError.notFound } };
export const PIN_CANCELLED = 'request.transfer.pinCancelled';

const respuesta = (result: ApiResult<readonly [{ respuesta: string }]>): ApiResult<string> => (result.ok ? { ok: true, data: result.data[0].respuesta } : result);

/** Every row of the list (the gateway pages rows; 10000 is its largest page). */
async function listAll(endpoint: typeof routes.transfers.list | typeof routes.transfers.multipleList): Promise<ApiResult<readonly TransferRequest[]>> {
  const result = await call(endpoint, { body: { start: 0, limit: 10000 } });
  return result.ok ? { ok: true, data: groupTransfers(result.data) } : result;
}
export const listTransfers = () => listAll(routes.transfers.list);
export const listBatches = () => listAll(routes.transfers.multipleList);

/** The spec's dataForm: the form's values under the transfer's id (0 when new). */
function dataForm(values: TransferValues, row: TransferRequest | null): TransferForm {
  return { ...values, traspaso_id: row?.traspaso_id ?? 0 } as TransferForm;
}

/** Spec §4: 'ACTUALIZADA FIRMA 1' is the first authorise message; a later one not the last, the second. */
export function signedOutcome(answer: string): string {
  if (!answer.startsWith(SIGNATURE_UPDATED_PREFIX)) return answer;
  return answer.slice(SIGNATURE_UPDATED_PREFIX.length) === '1' ? 'request.transfer.firstAuthorise' : 'request.transfer.secondAuthorise';
}

const save: Call = async ({ values, row, headers }) => respuesta(await call(routes.transfers.save, { body: dataForm(values, row), headers }));

/** Sign: the signer confirms with their PIN what the transfer says (the stored content, not the form's). */
const sign: Call = async ({ row, headers }) => {
  if (!row) return missing;
  const content = transferValues(row);
  const summary = {
    amount: sumAmounts(content.creditos.map((credit) => credit.importe)),
    currency: row.moneda,
    date: row.fecha,
    payees: content.creditos.map((credit) => ({ account: credit.cuenta_credito, holder: credit.titular })),
  };
  const body = { id: row.traspaso_id, ...content } as Parameters<typeof call<typeof api.transfers.authorize>>[1]['body'];
  return askPin(summary, async (pin) => {
    const result = await call(routes.transfers.authorize, { body, headers: { ...headers, [SIGNING_PIN_HEADER]: pin } });
    return result.ok ? { ok: true, data: signedOutcome(result.data[0].respuesta) } : result;
  });
};

/** One call per action of the transfer machine, each with the form's idempotency key. */
export const transferCalls: Readonly<Partial<Record<RequestAction, Call>>> = {
  create: save,
  save,
  // The spec's save and send validates, saves and sends in one call: a stored transfer is sent with what it says.
  sendToSign: async ({ values, row, headers }) => respuesta(await call(routes.transfers.saveAndSend, { body: dataForm(values, row), headers })),
  sign,
  reverse: async ({ row, reason, headers }) => {
    if (!row) return missing;
    const result = await call(routes.transfers.reject, { body: { id: row.traspaso_id, respuesta: reason ?? '' }, headers });
    return result.ok ? { ok: true, data: RequestOutcome.reversed } : result;
  },
  delete: async ({ row, headers }) => (row ? respuesta(await call(routes.transfers.delete, { body: { id: row.traspaso_id }, headers })) : missing),
};

export const validateTransfer: Call = async ({ values, row }) => respuesta(await call(routes.transfers.validate, { body: dataForm(values, row) }));

export async function loadDayRange(): Promise<number> {
  const result = await call(routes.transfers.dayRange);
  return result.ok ? result.data[0] : 0;
}

export async function newBatchId(): Promise<ApiResult<string>> {
  const result = await call(routes.transfers.newBatch);
  return result.ok ? { ok: true, data: result.data[0] } : result;
}

/** The holders of a 16-digit account of the bank, joined, or null when it names none. */
export async function accountHolder(account: string): Promise<string | null> {
  const result = await call(routes.transfers.accountHolders, { body: { account } });
  if (!result.ok) return null;
  const { titular1, titular2 } = result.data[0];
  return [titular1, titular2].filter((name) => name.trim() !== '').join(' / ');
}

