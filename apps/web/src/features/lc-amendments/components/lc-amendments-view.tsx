import { LcAmendmentState, lcAmendmentFields, lcAmendmentMachine, type LcAmendmentRow } from '@bel/contract';
import { z } from 'zod';
import { requestView, signedRowActor, signedRowFacts, signedRowUsers } from '../../../components/signed-request';
import type { RequestViewConfig } from '../../../components/signed-request';
import { dateTimeColumn, textColumn } from '../../../components/ui/results-table';
import { amendmentCalls, downloadSwift, listAmendments, validateAmendment, type AmendmentValues } from '../api/lc-amendment-calls';
import { AddAmendmentDialog } from './add-amendment-dialog';
import { amendmentFields } from './amendment-fields';
import { AmendmentFrame } from './amendment-frame';

/** Before the frame has loaded the letter: nothing chosen (the frame replaces it). */
const EMPTY = { lcNumber: '', applicantAcc: '', latestShipment: '', expiryDate: '', partyCharged: '' } as unknown as AmendmentValues;

/**
 * Letter-of-credit amendments (spec doc 2 §2, §4, §5; ADR 0029): a negotiator asks the bank to
 * move a letter's dates, signers sign, the bank decides on its next bank day. The frame loads
 * the letter (header, rules); an authorized one opens as its MT707 PDF.
 */
const config: RequestViewConfig<LcAmendmentRow, AmendmentValues> = {
  machine: lcAmendmentMachine,
  title: 'lcAmendments:title',
  empty: 'msg.warning.listEmpty',
  list: listAmendments,
  rowId: (row) => row.enmienda_id,
  facts: signedRowFacts,
  actor: signedRowActor,
  users: signedRowUsers,
  // The frame's notice says why an amendment was rejected or deleted.
  rejection: () => null,
  stateName: (state, t) => t(`lcAmendments:states.${state}`),
  tabs: [{ label: 'lcAmendments:tabs.FECHA', filter: (row) => row.enmiendaType === 'FECHA' }],
  columns: (t) => [
    textColumn('reference', 'lcAmendments:columns.reference', (row) => row.referencia),
    textColumn('account', 'lcAmendments:columns.account', (row) => row.cuenta),
    textColumn('status', 'lcAmendments:columns.status', (row) => row.estado, (code) => t(`lcAmendments:states.${String(code)}`)),
    dateTimeColumn('modified', 'lcAmendments:columns.modified', (row) => row.ultima_fecha_modificacion),
  ],
  AddDialog: AddAmendmentDialog,
  // Spec §4: opening an authorized amendment downloads its SWIFT file.
  seeDetails: (row) => {
    if (row.estado !== LcAmendmentState.authorized) return false;
    void downloadSwift(row);
    return true;
  },
  form: {
    schema: lcAmendmentFields.extend({ lcNumber: z.string(), applicantAcc: z.string() }),
    empty: EMPTY,
    fromRow: (row) => ({ lcNumber: row.referencia, applicantAcc: row.cuenta, latestShipment: row.latestShipment, expiryDate: row.expiryDate, partyCharged: row.partyCharged }),
    fields: amendmentFields('', ''),
    Frame: AmendmentFrame,
  },
  calls: amendmentCalls,
  validate: validateAmendment,
  failures: { cancel: 'msg.warning.lcNotCancelled', reverse: 'msg.warning.lcNotReversed' },
};

export const LcAmendmentsView = requestView(config);
