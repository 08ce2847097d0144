import type { AccountInfo } from '@bel/contract';
import { amountColumn, textColumn } from '../../../components/ui/results-table';
import type { ResultsColumn } from '../../../components/ui/results-table';

/** Module constant: the table recomputes only when its rows or state change. */
export const BALANCE_COLUMNS: readonly ResultsColumn<AccountInfo>[] = [
  textColumn('account', 'accounts:balance.columns.account', (row) => row.CUENTA),
  textColumn('holder', 'accounts:balance.columns.holder', (row) => row.TITULAR),
  textColumn('currency', 'accounts:balance.columns.currency', (row) => row.MONEDA),
  amountColumn('current', 'accounts:balance.columns.current', (row) => row.CONTABLE),
  amountColumn('available', 'accounts:balance.columns.available', (row) => row.DISPONIBLE),
];
