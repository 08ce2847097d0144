import type { AccountInfo } from '@bel/contract';
import { compareDecimal, formatAmount } from '../../../lib/format';
import { AmountText } from '../../../components/ui/amount-text';
import type { CellValue, ResultsColumn } from '../../../components/ui/results-table';

const amountColumn = (id: string, header: string, pick: (row: AccountInfo) => string): ResultsColumn<AccountInfo> => ({
  id,
  header,
  align: 'right',
  value: pick,
  format: (value: CellValue) => formatAmount(value === null || value === undefined ? null : String(value)),
  compare: (a, b) => compareDecimal(String(a), String(b)),
  render: (row) => <AmountText value={pick(row)} />,
});

/** Module constant: the table recomputes only when its rows or state change. */
export const BALANCE_COLUMNS: readonly ResultsColumn<AccountInfo>[] = [
  { id: 'account', header: 'accounts:balance.columns.account', value: (row) => row.CUENTA },
  { id: 'holder', header: 'accounts:balance.columns.holder', value: (row) => row.TITULAR },
  { id: 'currency', header: 'accounts:balance.columns.currency', value: (row) => row.MONEDA },
  amountColumn('current', 'accounts:balance.columns.current', (row) => row.CONTABLE),
  amountColumn('available', 'accounts:balance.columns.available', (row) => row.DISPONIBLE),
];
