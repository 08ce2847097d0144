import { beneficiaryFilter, DateRules, liquiditySupportSigla } from '@bel/contract';
import { statisticLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';
import { loadLiquiditySupport } from '../api/credit-letters';

/**
 * LC statistical summary (spec §2, §3, §5): accounts, dates, a beneficiary as free text and a
 * liquidity-support category from the list the gateway gives in the screen's language.
 */
const config = queryViewConfig({
  layout: statisticLayout,
  input: (values, context) => ({ ...accountsAndDates(values, context), refPECEX: values.referencePECEX, beneficiario: values.beneficiary }),
  detailsTitle: 'creditLetters:statistic.detailsTitle',
  fields: [
    { kind: 'accounts' },
    { kind: 'dateRange', rule: DateRules.standard },
    { kind: 'text', name: 'beneficiary', schema: beneficiaryFilter, label: 'creditLetters:fields.beneficiary' },
    { kind: 'options', name: 'referencePECEX', schema: liquiditySupportSigla, label: 'creditLetters:fields.liquiditySupport', emptyLabel: 'creditLetters:fields.anyLiquiditySupport', load: loadLiquiditySupport },
  ],
});

export const StatisticView = queryView(config);
