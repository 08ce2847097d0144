import { api, lcReference } from '@bel/contract';
import { chosenOrAll, fromEndpoint, QueryView, twoStepSearch } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, numberColumn, textColumn } from '../../../components/ui/results-table';
import { formatYmd } from '../../../lib/format';
import type { ViewProps } from '../../../lib/views';
import type { LetterSummary, SummaryMovement } from '../api/credit-letters';
import { codeColumn, codeText } from './code-column';
import { LetterBalanceBar } from './letter-balance-bar';

/**
 * LC summary (spec §2, §3, §7): one reference (TF + 10 digits) and optionally the accounts to
 * look in; its header from `summary {cuentas, reference}` (the chosen accounts, or every loaded
 * one), then its movements from `details`. No header or no movements is "no data" (spec §8).
 * The header card's lines are also the PDF's header block.
 */
const config: QueryViewConfig<LetterSummary, SummaryMovement> = {
  title: 'creditLetters:summary.title',
  detailsTitle: 'creditLetters:summary.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'reference', schema: lcReference, label: 'creditLetters:fields.reference', placeholder: 'TF0000000000' }],
  search: twoStepSearch(
    fromEndpoint(api.creditLetters.summary, (values, context) => ({ cuentas: chosenOrAll(values, context), reference: values.reference })),
    ([header]) => (header ? fromEndpoint(api.creditLetters.details, () => ({ refPECEX: header.REFERENCIA })) : null),
    ([header], movements) => ({ header: header ?? null, movements: movements ?? [] }),
  ),
  rows: (answer) => (answer.header ? answer.movements : []),
  columns: (t) => [
    codeColumn('description', 'creditLetters:columns.description', (row) => row.DESCRIPTION, t, 'movement'),
    dateColumn('date', 'creditLetters:columns.date', (row) => row.DATE),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.AMOUNT),
    amountColumn('unutilised', 'creditLetters:columns.unutilised', (row) => row.RBAL),
    numberColumn('drawing', 'creditLetters:columns.drawingNo', (row) => row.DR_NO),
  ],
  headerCards: ({ header }, t) =>
    header
      ? [
          {
            title: t('creditLetters:summary.header'),
            fields: [
              { label: t('creditLetters:header.reference'), value: header.REFERENCIA },
              { label: t('creditLetters:header.type'), value: codeText(t, 'type', header.TIPO_LC) },
              { label: t('creditLetters:header.issueDate'), value: formatYmd(header.ISSUE_DATE) },
              { label: t('creditLetters:header.expiryDate'), value: formatYmd(header.EXPIRY_DATE) },
              { label: t('creditLetters:header.currency'), value: header.MONEDA },
              { label: t('creditLetters:header.amount'), value: header.LC_AMOUNT, kind: 'amount' },
              { label: t('creditLetters:header.liability'), value: header.LIAB_AMT, kind: 'amount' },
              { label: t('creditLetters:header.applicant'), value: header.APPLICANT },
              { label: t('creditLetters:header.beneficiary'), value: header.BENE },
              { label: t('creditLetters:header.counterpartBank'), value: header.ADV_ISS },
              { label: t('creditLetters:header.goods'), value: header.DESC_GOODS },
            ],
          },
        ]
      : [],
  extra: ({ header, movements }) => (header ? <LetterBalanceBar header={header} movements={movements} /> : null),
};

export function SummaryView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
