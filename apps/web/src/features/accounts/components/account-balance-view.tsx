import type { AccountInfo } from '@bel/contract';
import { accountBalanceLayout } from '@bel/contract/tables';
import { TableView } from '../../../components/query-view';
import type { ResultsConfig } from '../../../components/query-view';
import type { ViewComponent, ViewProps } from '../../../lib/views';
import { prefetchAccountBalances, useAccountBalances } from '../api/account-balance-queries';

const CONFIG: ResultsConfig<readonly AccountInfo[], AccountInfo> = {
  layout: accountBalanceLayout,
  detailsTitle: 'accounts:balance.detailsTitle',
};

/** Account balance (spec §2): the table of the caller's accounts, no search form. */
function AccountBalanceTable(props: ViewProps) {
  const rows = useAccountBalances(props.viewKey, props.entitlement.roles);
  // The export asks the gateway for the balances of the accounts shown, with the caller's rights.
  return <TableView {...props} config={CONFIG} rows={rows} input={{ cuentas: (rows ?? []).map((row) => row.CUENTA) }} />;
}

/** The screen, carrying its two calls so the shell can start them while its code loads (ADR 0072). */
export const AccountBalanceView: ViewComponent = Object.assign(AccountBalanceTable, { prefetch: prefetchAccountBalances });
