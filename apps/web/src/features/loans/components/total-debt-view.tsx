import { debtContract } from '@bel/contract';
import { totalDebtLayout } from '@bel/contract/tables';
import { queryView, queryViewConfig } from '../../../components/query-view';

/** Loan total debt (spec §2): a credit-facility contract NNNN-NN, its loans and what is owed. */
const config = queryViewConfig({
  layout: totalDebtLayout,
  input: ({ reference }) => ({ contractNumber: reference }),
  detailsTitle: 'loans:totalDebt.detailsTitle',
  fields: [{ kind: 'reference', schema: debtContract, label: 'loans:fields.debtContract', placeholder: '0000-00' }],
});

export const TotalDebtView = queryView(config);
