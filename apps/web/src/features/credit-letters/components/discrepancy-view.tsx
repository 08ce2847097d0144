import { DateRules, discrepancyReference } from '@bel/contract';
import { discrepancyLayout } from '@bel/contract/tables';
import { accountsAndDates, queryView, queryViewConfig } from '../../../components/query-view';

/** LC discrepancies (spec §2, §5): accounts, dates, optionally one drawing (TF + 12 digits). */
const config = queryViewConfig({
  layout: discrepancyLayout,
  input: (values, context) => ({ ...accountsAndDates(values, context), refPECEX: values.reference }),
  detailsTitle: 'creditLetters:discrepancy.detailsTitle',
  fields: [
    { kind: 'accounts' },
    { kind: 'dateRange', rule: DateRules.standard },
    { kind: 'reference', schema: discrepancyReference, label: 'creditLetters:fields.drawingReference', placeholder: 'TF000000000000' },
  ],
});

export const DiscrepancyView = queryView(config);
