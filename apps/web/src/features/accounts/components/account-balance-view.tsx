import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResultsTable } from '../../../components/ui/results-table';
import type { TableState } from '../../../components/ui/results-table';
import { initialTableState } from '../../../components/ui/results-table';
import { useViewState } from '../../../lib/view-store';
import type { ViewProps } from '../../../lib/views';
import { useAccountBalances } from '../api/account-balance-queries';
import { BALANCE_COLUMNS } from './balance-columns';

/** Account balance (spec §2): a table only, no search form. */
export function AccountBalanceView({ viewKey, entitlement }: ViewProps) {
  const { t } = useTranslation('accounts');
  const rows = useAccountBalances(viewKey, entitlement.roles);
  // Search, sort and page survive switching tabs, and reset when this tab closes.
  const [tableState, setTableState] = useViewState<TableState>(viewKey, 'table', initialTableState);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('balance.title')}
      </Typography>
      <ResultsTable
        label={t('balance.title')}
        rows={rows}
        columns={BALANCE_COLUMNS}
        getRowId={(row) => row.CUENTA}
        detailsTitle={t('balance.detailsTitle')}
        state={tableState}
        onStateChange={setTableState}
      />
    </Box>
  );
}
