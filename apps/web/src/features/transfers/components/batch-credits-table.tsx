import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { amountColumn, numberColumn, ResultsTable, textColumn } from '../../../components/ui/results-table';
import type { ResultsColumn } from '../../../components/ui/results-table';
import type { CreditValues } from '../model/transfer-request';

type CreditLine = CreditValues & { linea: number };

const COLUMNS: readonly ResultsColumn<CreditLine>[] = [
  numberColumn<CreditLine>('line', 'transfers:credit.line', (row) => row.linea),
  textColumn<CreditLine>('account', 'transfers:columns.creditAccount', (row) => row.cuenta_credito),
  textColumn<CreditLine>('holder', 'transfers:credit.holder', (row) => row.titular),
  amountColumn<CreditLine>('amount', 'transfers:columns.amount', (row) => row.importe),
  { ...textColumn<CreditLine>('details', 'transfers:credit.details', (row) => row.detalles), wrap: true },
];

/**
 * A large batch's credits (model/large-batch.ts) as the app's paged table, searchable and
 * sortable: only a page of rows is ever in the page, however many lines the file had.
 */
export function BatchCreditsTable({ credits }: { credits: readonly CreditValues[] }) {
  const { t } = useTranslation('transfers');
  const rows = useMemo(() => credits.map((credit, i) => ({ ...credit, linea: i + 1 })), [credits]);
  return <ResultsTable label={t('credit.tableLabel')} rows={rows} columns={COLUMNS} getRowId={(row) => String(row.linea)} />;
}
