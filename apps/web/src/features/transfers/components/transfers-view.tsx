import { batchContent, firstWorkingDate, isWeekend, Role, TransferError, shortCreditAccount, transferBatchMachine, transferContent, transferMachine } from '@bel/contract';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { TFunction } from '../../../lib/translation';
import { z } from 'zod';
import { RequestMode, requestView } from '../../../components/signed-request';
import type { FormFrameProps, RequestViewConfig } from '../../../components/signed-request';
import { useViewAccounts } from '../../../components/query-view';
import { PageLoader } from '../../../components/ui/page-loader';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import { formatYmd } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session';
import { listBatches, listTransfers, loadDayRange, newBatchId, transferCalls, validateTransfer } from '../api/transfer-calls';
import { formValues, storedLargeBatch } from '../model/large-batch';
import type { LargeBatch } from '../model/large-batch';
import { addDays, emptyCredit, transferActor, transferFacts, transferRejection, transferUsers } from '../model/transfer-request';
import type { TransferRequest, TransferValues } from '../model/transfer-request';
import { TransferBody } from './transfer-body';

const EMPTY: TransferValues = { fecha: '', tipoCuenta: '', cuenta_debito: '', creditos: [emptyCredit()] };

/**
 * Spec §5: the date not before today nor after today plus the bank's day range; and not a
 * weekend, which the bank refuses (ADR 0024) and the browser knows without asking. A holiday
 * only the bank knows: its refusal marks the field.
 */
function withRange<S extends z.ZodType<TransferValues, TransferValues>>(schema: S, min: string, max: string) {
  return schema.superRefine((values, ctx) => {
    if (!/^\d{8}$/.test(values.fecha)) return;
    if (values.fecha < min || values.fecha > max) ctx.addIssue({ code: 'custom', path: ['fecha'], message: 'forms.date.outOfRange' });
    else if (isWeekend(values.fecha)) ctx.addIssue({ code: 'custom', path: ['fecha'], message: TransferError.notWorkingDay });
  }) as unknown as z.ZodType<TransferValues, TransferValues>;
}

/**
 * A large batch's form checks everything but the credits, which it holds none of: they were
 * checked line by line as the file was read (or by the bank, once stored).
 */
const largeBatchContent = batchContent.extend({ creditos: z.tuple([]) });

/** Fields are editable on a new transfer and on a modification (the machine's save, spec §4). */
function editableMode(params: URLSearchParams): boolean {
  const mode = params.get('mode');
  return mode === null || mode === RequestMode.new || mode === RequestMode.modificar;
}

function frameFor(batch: boolean, viewKey: string) {
  return function TransferFrame({ row, params, children }: FormFrameProps<TransferRequest, TransferValues>) {
    const { t } = useTranslation('errors');
    const user = useSessionUser();
    const roles = [Role.negotiator, Role.signer];
    const editable = editableMode(params) && (row === null || user?.roles.includes(Role.negotiator) === true);
    const accounts = useViewAccounts(viewKey, roles);
    const range = useQuery({ queryKey: ['transfers', 'dayRange'], queryFn: loadDayRange, staleTime: 60_000 });
    const [large, setLarge] = useState<LargeBatch | null>(() => storedLargeBatch(row));
    const fresh = useQuery({ queryKey: ['transfers', 'newBatch', viewKey], queryFn: newBatchId, enabled: batch && row === null, staleTime: Infinity, gcTime: 0 });
    if (range.isPending || (batch && row === null && fresh.isPending)) return <PageLoader label="" />;
    if (batch && row === null && !fresh.data?.ok) return <Alert severity="error">{t('request.transfer.newBatchFailed', { keySeparator: false })}</Alert>;
    const today = user?.fecha_sistema.today ?? '';
    const max = addDays(today, range.data ?? 0);
    const base = large ? largeBatchContent : batch ? batchContent : transferContent;
    // A new transfer is dated the earliest day the bank executes one: today, or on a day the bank
    // does not work (a weekend, a holiday) its next working day, which the bank accepts (ADR 0067).
    const first = user ? firstWorkingDate(user.fecha_sistema) : '';
    const initial: TransferValues = batch && fresh.data?.ok ? { ...EMPTY, fecha: first, idbloque: fresh.data.data } : { ...EMPTY, fecha: first };
    return children({
      header: <TransferBody batch={batch} readOnly={!editable} accounts={accounts} min={today} max={max} large={large} onLarge={setLarge} />,
      schema: withRange(base as unknown as z.ZodType<TransferValues, TransferValues>, today, max),
      initial,
      fields: [],
      ...(large ? { sends: (values: TransferValues) => ({ ...values, creditos: [...large.credits] }) } : {}),
    });
  };
}

const dashed = (value: string | null) => formatYmd(value).replace(/\//g, '-');

function config(batch: boolean, viewKey: string): RequestViewConfig<TransferRequest, TransferValues> {
  return {
    machine: batch ? transferBatchMachine : transferMachine,
    title: batch ? 'transfers:batchTitle' : 'transfers:title',
    empty: 'msg.warning.transferListEmpty',
    list: batch ? listBatches : listTransfers,
    rowId: (row) => row.traspaso_id,
    facts: transferFacts,
    actor: transferActor,
    users: transferUsers,
    rejection: transferRejection,
    stateName: (state, t) => t(`transfers:states.${state}`),
    columns: (t: TFunction) => [
      ...(batch ? [textColumn<TransferRequest>('batch', 'transfers:columns.batch', (row) => row.id_bloque)] : []),
      textColumn<TransferRequest>('reference', 'transfers:columns.reference', (row) => row.id_transaccion),
      batch ? dateColumn<TransferRequest>('date', 'transfers:columns.date', (row) => row.fecha, dashed) : dateColumn<TransferRequest>('date', 'transfers:columns.date', (row) => row.fecha),
      textColumn<TransferRequest>('debit', 'transfers:columns.debitAccount', (row) => row.cuenta_debito),
      textColumn<TransferRequest>('credit', 'transfers:columns.creditAccount', (row) =>
        row.lines.length > 1 ? `${shortCreditAccount(row.cuenta_credito)} (+${row.lines.length - 1})` : shortCreditAccount(row.cuenta_credito),
      ),
      amountColumn<TransferRequest>('amount', 'transfers:columns.amount', (row) => row.importe_total),
      textColumn<TransferRequest>('status', 'transfers:columns.status', (row) => row.estado_id, (code) => t(`transfers:states.${String(code)}`)),
    ],
    form: {
      schema: (batch ? batchContent : transferContent) as unknown as z.ZodType<TransferValues, TransferValues>,
      empty: EMPTY,
      fromRow: formValues,
      fields: [],
      Frame: frameFor(batch, viewKey),
    },
    calls: transferCalls,
    validate: validateTransfer,
  };
}

const single = config(false, 'monetary_transfer');
const batches = config(true, 'multipleMoneyTransfer');

/** Single transfers (spec §2 Transfers): a debit and one or more credits, signed with the PIN. */
export const TransfersView = requestView(single);

/** Batch transfers (spec §2 Multiple transfers): a batch id and its beneficiaries, from cards or a CSV file. */
export const TransferBatchesView = requestView(batches);
