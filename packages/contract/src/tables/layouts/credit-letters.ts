import type { creditLetterEndpoints } from '../../credit-letters.js';
import { routes } from '../../routes.js';
import type { DataOf } from '../../endpoint.js';
import { View } from '../../views.js';
import { amountColumn, dateColumn, numberColumn, textColumn, type LayoutColumn, type Translate } from '../columns.js';
import { formatYmd } from '../format.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

// The letters of credit's seven query views (spec §2; ADR 0014).

type Lc = typeof creditLetterEndpoints;
type DiscrepancyRow = DataOf<Lc['discrepancies']>[number];
type StatisticRow = DataOf<Lc['stadistics']>[number];
export type SummaryHeader = DataOf<Lc['summary']>[number];
export type SummaryMovement = DataOf<Lc['details']>[number];
type CurrentCategoryRow = DataOf<Lc['getCurrentByCategory']>[number];
type ExpirationRow = DataOf<Lc['currentByMaturityDate']>[number];
type ObligationRow = DataOf<Lc['paymentObligations']>[number];
type AcdpObligationRow = DataOf<Lc['paymentObligationsACDP']>[number];

/** The summary's answer: the letter's header (none: no such letter for the user) and its movements. */
export interface LetterSummary {
  header: SummaryHeader | null;
  movements: SummaryMovement[];
}

/** The contract's letter codes the screens translate (`creditLetters.<kind>.<CODE>`). */
export type LetterCode = 'type' | 'confirmation' | 'category' | 'paymentForm' | 'movement' | 'yesNo';

/** Text of a letter code in the reader's language; '' for none. */
export function codeText(t: Translate, kind: LetterCode, code: unknown): string {
  return code === null || code === undefined || code === '' ? '' : t(`creditLetters:${kind}.${String(code)}`);
}

/** A column of a code, shown, searched, filtered and exported by its translation. */
export function codeColumn<Row>(id: string, header: string, pick: (row: Row) => string | null, t: Translate, kind: LetterCode): LayoutColumn<Row> {
  return textColumn(id, header, pick, (code) => codeText(t, kind, code));
}

export const discrepancyLayout: ViewLayout<DiscrepancyRow[], DiscrepancyRow, BodyOut<Lc['discrepancies']>> = {
  key: View.lcDiscrepancy,
  view: View.lcDiscrepancy,
  title: 'creditLetters:discrepancy.title',
  input: routes.creditLetters.discrepancies,
  query: bodyQuery(routes.creditLetters.discrepancies),
  rows: (answer) => answer,
  columns: () => [
    textColumn('reference', 'creditLetters:columns.drawingReference', (row) => row.REFERENCIA),
    dateColumn('notified', 'creditLetters:columns.notified', (row) => row.FECHA_NOTIF),
    { ...textColumn('discrepancies', 'creditLetters:columns.discrepancies', (row) => row.DISCREPANCIAS), wrap: true },
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    numberColumn('drawing', 'creditLetters:columns.drawingNo', (row) => row.NEGOCIACION_NO),
    textColumn('account', 'creditLetters:columns.applicantAccount', (row) => row.CTA_APLICANTE),
  ],
};

export const statisticLayout: ViewLayout<StatisticRow[], StatisticRow, BodyOut<Lc['stadistics']>> = {
  key: View.lcStatistic,
  view: View.lcStatistic,
  title: 'creditLetters:statistic.title',
  input: routes.creditLetters.stadistics,
  query: bodyQuery(routes.creditLetters.stadistics),
  rows: (answer) => answer,
  columns: (t, optionLabel) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCE),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.LC_TYPE, t, 'type'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.LC_CURRENCY),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.LC_AMOUNT),
    amountColumn('liability', 'creditLetters:columns.liability', (row) => row.LIAB_AMT),
    dateColumn('issued', 'creditLetters:columns.issueDate', (row) => row.ISSUE_DATE),
    dateColumn('expires', 'creditLetters:columns.expiryDate', (row) => row.EXPIRY_DATE),
    textColumn('beneficiary', 'creditLetters:columns.beneficiary', (row) => row.BENEFICIARY),
    textColumn('support', 'creditLetters:columns.liquiditySupport', (row) => row.CARTA_CL, (sigla) => optionLabel('referencePECEX', sigla === null || sigla === undefined ? null : String(sigla))),
    textColumn('bank', 'creditLetters:columns.counterpartBank', (row) => row.ADVISING_BK),
    textColumn('account', 'creditLetters:columns.applicantAccount', (row) => row.APPLICANT_ACC),
    textColumn('applicant', 'creditLetters:columns.applicant', (row) => row.APPLICANT),
    textColumn('goods', 'creditLetters:columns.goods', (row) => row.DESC_GOODS),
  ],
  // The liquidity-support categories in the export's language, as the screen loaded them.
  options: async (call, language) => {
    const options = await call(routes.creditLetters.liquiditySupport, { query: { language } });
    const text = new Map(options.map((o) => [o.sigla, o.text]));
    return (_name, value) => (value ? (text.get(value) ?? value) : '');
  },
};

/** The letter's header, then its movements (a second call only when there is a header). */
export const summaryLayout: ViewLayout<LetterSummary, SummaryMovement, BodyOut<Lc['summary']>> = {
  key: View.lcSummary,
  view: View.lcSummary,
  title: 'creditLetters:summary.title',
  input: routes.creditLetters.summary,
  query: async (call, input) => {
    const [header] = await call(routes.creditLetters.summary, { body: input });
    if (!header) return { header: null, movements: [] };
    return { header, movements: await call(routes.creditLetters.details, { body: { refPECEX: header.REFERENCIA } }) };
  },
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
  cards: ({ header }, t) =>
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
};

export const currentCategoryLayout: ViewLayout<CurrentCategoryRow[], CurrentCategoryRow, BodyOut<Lc['getCurrentByCategory']>> = {
  key: View.lcCurrentCategory,
  view: View.lcCurrentCategory,
  title: 'creditLetters:currentCategory.title',
  input: routes.creditLetters.getCurrentByCategory,
  query: bodyQuery(routes.creditLetters.getCurrentByCategory),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    codeColumn('category', 'creditLetters:columns.category', (row) => row.CATEGORIA, t, 'category'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    amountColumn('unutilised', 'creditLetters:columns.unutilised', (row) => row.DISP_LCCY),
    codeColumn('confirmation', 'creditLetters:columns.confirmation', (row) => row.TIPO_LC, t, 'confirmation'),
    codeColumn('deferred', 'creditLetters:columns.deferred', (row) => row.NEGOC_DIFER, t, 'yesNo'),
    textColumn('bank', 'creditLetters:columns.counterpartBank', (row) => row.BANCO_DESTINO),
    textColumn('account', 'creditLetters:columns.applicantAccount', (row) => row.CTA_ORDENANTE),
    textColumn('applicant', 'creditLetters:columns.applicant', (row) => row.NOMBRE),
  ],
  groupBy: (t) => ({ key: (row) => row.CATEGORIA, label: (row) => `${t('creditLetters:columns.category')}: ${codeText(t, 'category', row.CATEGORIA)}` }),
};

export const expirationLayout: ViewLayout<ExpirationRow[], ExpirationRow, BodyOut<Lc['currentByMaturityDate']>> = {
  key: View.lcExpiration,
  view: View.lcExpiration,
  title: 'creditLetters:expiration.title',
  input: routes.creditLetters.currentByMaturityDate,
  query: bodyQuery(routes.creditLetters.currentByMaturityDate),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    dateColumn('expires', 'creditLetters:columns.expiryDate', (row) => row.VENCE),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('initial', 'creditLetters:columns.initialBalance', (row) => row.SALDO_INICIAL),
    amountColumn('final', 'creditLetters:columns.finalBalance', (row) => row.SALDO_FINAL),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
};

export const paymentObligationsLayout: ViewLayout<ObligationRow[], ObligationRow, BodyOut<Lc['paymentObligations']>> = {
  key: View.lcPaymentObligations,
  view: View.lcPaymentObligations,
  title: 'creditLetters:obligations.title',
  input: routes.creditLetters.paymentObligations,
  query: bodyQuery(routes.creditLetters.paymentObligations),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    dateColumn('due', 'creditLetters:columns.dueDate', (row) => row.VENCE),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    codeColumn('form', 'creditLetters:columns.paymentForm', (row) => row.FORMA_PAGO, t, 'paymentForm'),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
};

export const acdpObligationsLayout: ViewLayout<AcdpObligationRow[], AcdpObligationRow, BodyOut<Lc['paymentObligationsACDP']>> = {
  key: View.lcPaymentObligationsAcdp,
  view: View.lcPaymentObligationsAcdp,
  title: 'creditLetters:obligationsAcdp.title',
  input: routes.creditLetters.paymentObligationsACDP,
  query: bodyQuery(routes.creditLetters.paymentObligationsACDP),
  rows: (answer) => answer,
  columns: (t) => [
    textColumn('reference', 'creditLetters:columns.reference', (row) => row.REFERENCIA),
    textColumn('draft', 'creditLetters:columns.draft', (row) => row.PAGAREN),
    dateColumn('due', 'creditLetters:columns.dueDate', (row) => row.VENCE),
    textColumn('currency', 'creditLetters:columns.currency', (row) => row.MONEDA),
    amountColumn('amount', 'creditLetters:columns.amount', (row) => row.IMPORTE),
    codeColumn('form', 'creditLetters:columns.paymentForm', (row) => row.FORMA_PAGO, t, 'paymentForm'),
    textColumn('payableTo', 'creditLetters:columns.payableTo', (row) => row.ORDEN),
    textColumn('beneficiary', 'creditLetters:columns.beneficiary', (row) => row.BENEF),
    codeColumn('type', 'creditLetters:columns.type', (row) => row.TIPO_LC, t, 'type'),
    textColumn('account', 'creditLetters:columns.account', (row) => row.CUENTA),
  ],
};
