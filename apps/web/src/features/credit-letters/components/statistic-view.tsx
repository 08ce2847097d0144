import { api, beneficiaryFilter, DateRules, liquiditySupportSigla } from '@bel/contract';
import { accountsAndDates, fromEndpoint, QueryView } from '../../../components/query-view';
import type { QueryViewConfig } from '../../../components/query-view';
import { amountColumn, dateColumn, textColumn } from '../../../components/ui/results-table';
import type { ViewProps } from '../../../lib/views';
import { loadLiquiditySupport } from '../api/credit-letters';
import type { StatisticRow } from '../api/credit-letters';
import { codeColumn } from './code-column';

/**
 * LC statistical summary (spec §2, §3, §5): accounts, dates, a beneficiary as free text and a
 * liquidity-support category from the list the gateway gives in the screen's language.
 */
const config: QueryViewConfig<StatisticRow[], StatisticRow> = {
  title: 'creditLetters:statistic.title',
  detailsTitle: 'creditLetters:statistic.detailsTitle',
  fields: [
    { kind: 'accounts' },
    { kind: 'dateRange', rule: DateRules.standard },
    { kind: 'text', name: 'beneficiary', schema: beneficiaryFilter, label: 'creditLetters:fields.beneficiary' },
    { kind: 'options', name: 'referencePECEX', schema: liquiditySupportSigla, label: 'creditLetters:fields.liquiditySupport', emptyLabel: 'creditLetters:fields.anyLiquiditySupport', load: loadLiquiditySupport },
  ],
  search: fromEndpoint(api.creditLetters.stadistics, (values, context) => ({ ...accountsAndDates(values, context), refPECEX: values.referencePECEX, beneficiario: values.beneficiary })),
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
};

export function StatisticView(props: ViewProps) {
  return <QueryView {...props} config={config} />;
}
