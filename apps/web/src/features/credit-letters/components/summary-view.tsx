import { lcReference } from '@bel/contract';
import { summaryLayout } from '@bel/contract/tables';
import { chosenOrAll, queryView, queryViewConfig } from '../../../components/query-view';
import { LetterBalanceBar } from './letter-balance-bar';

/**
 * LC summary (spec §2, §3, §7): one reference (TF + 10 digits) and optionally the accounts to
 * look in; its header from `summary {cuentas, reference}` (the chosen accounts, or every loaded
 * one), then its movements from `details`. No header or no movements is "no data" (spec §8).
 * The header card's lines are also the PDF's header block.
 */
const config = queryViewConfig({
  layout: summaryLayout,
  input: (values, context) => ({ cuentas: chosenOrAll(values, context), reference: values.reference }),
  detailsTitle: 'creditLetters:summary.detailsTitle',
  fields: [{ kind: 'accounts' }, { kind: 'reference', schema: lcReference, label: 'creditLetters:fields.reference', placeholder: 'TF0000000000' }],
  extra: ({ header, movements }) => (header ? <LetterBalanceBar header={header} movements={movements} /> : null),
});

export const SummaryView = queryView(config);
