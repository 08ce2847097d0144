import type { AccountInfo } from '@bel/contract';
import { TableView } from '../../../components/query-view';
import type { ResultsConfig } from '../../../components/query-view';
import type { ViewProps } from '../../../lib/views';
import { useAccountBalances } from '../api/account-balance-queries';
import { BALANCE_COLUMNS } from './balance-columns';

const CONFIG: ResultsConfig<readonly AccountInfo[], AccountInfo> = {
  title: 'accounts:balance.title',
  detailsTitle: 'accounts:balance.detailsTitle',
  columns: () => BALANCE_COLUMNS,
};

/** Account balance (spec §2): the table of the caller's accounts, no search form. */
export function AccountBalanceView(props: ViewProps) {
  return <TableView {...props} config={CONFIG} rows={useAccountBalances(props.viewKey, props.entitlement.roles)} />;
}
