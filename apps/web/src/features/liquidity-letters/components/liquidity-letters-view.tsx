import { liquidityLetterFields, liquidityLetterMachine } from '@bel/contract';
import type { LiquidityLetterInput, LiquidityLetterRow } from '@bel/contract';
import { replyText } from '../../../lib/i18n';
import { requestView, signedRowActor, signedRowFacts, signedRowUsers } from '../../../components/signed-request';
import type { RequestViewConfig, SignedRow } from '../../../components/signed-request';
import { dateColumn, textColumn } from '../../../components/ui/results-table';
import { letterCalls, letterValues, listLetters, loadFacilities } from '../api/liquidity-letter-calls';
import { BankAnswerFrame } from './bank-answer-frame';

const EMPTY: LiquidityLetterInput = { facilidad: '', cuenta: '', importe: '', referenciaOrganismo: '' };

const signed = (row: LiquidityLetterRow): SignedRow => ({ ...row, estado: row.estado_cl });

/** Liquidity letters (spec §2, §4; ADR 0025): requested, signed, then issued by the bank. */
const config: RequestViewConfig<LiquidityLetterRow, LiquidityLetterInput> = {
  machine: liquidityLetterMachine,
  title: 'liquidityLetters:title',
  empty: 'msg.warning.liquidityListEmpty',
  list: listLetters,
  rowId: (row) => row.id_cl,
  facts: (row) => signedRowFacts(signed(row)),
  actor: (row, user) => signedRowActor(signed(row), user),
  users: (row) => signedRowUsers(signed(row)),
  rejection: (row) => (row.estado_cl === liquidityLetterMachine.actions.reverse?.to ? replyText(row.respuesta) : null),
  stateName: (state, t) => t(`liquidityLetters:states.${state}`),
  columns: (t) => [
    dateColumn('registered', 'liquidityLetters:columns.registered', (row) => row.fecha_registro_cl),
    dateColumn('issued', 'liquidityLetters:columns.issued', (row) => row.fecha_emision_cl),
    textColumn('reference', 'liquidityLetters:columns.reference', (row) => row.referencia_organismo_cl),
    textColumn('authorization', 'liquidityLetters:columns.authorization', (row) => row.autorización_cl),
    textColumn('facility', 'liquidityLetters:columns.facility', (row) => row.facilidad_cl),
    textColumn('account', 'liquidityLetters:columns.account', (row) => row.cuenta_debito_cl),
    textColumn('status', 'liquidityLetters:columns.status', (row) => row.estado_cl, (code) => t(`liquidityLetters:states.${String(code)}`)),
  ],
  form: {
    schema: liquidityLetterFields,
    empty: EMPTY,
    fromRow: letterValues,
    fields: [
      { kind: 'options', name: 'facilidad', label: 'liquidityLetters:fields.facility', load: loadFacilities },
      { kind: 'account', name: 'cuenta' },
      { kind: 'text', name: 'importe', label: 'liquidityLetters:fields.amount', inputMode: 'decimal', maxLength: 15 },
      { kind: 'text', name: 'referenciaOrganismo', label: 'liquidityLetters:fields.reference', maxLength: 30 },
    ],
    Frame: BankAnswerFrame,
  },
  calls: letterCalls,
  signsFor: (values) => values.cuenta,
};

export const LiquidityLettersView = requestView(config);
