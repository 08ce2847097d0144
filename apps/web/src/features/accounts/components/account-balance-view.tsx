import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccountInfo } from '@bel/contract';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { QueryResults } from '../../../components/query-view';
import type { ResultsConfig } from '../../../components/query-view';
import type { ViewProps } from '../../../lib/views';
import { useAccountBalances } from '../api/account-balance-queries';
import { BALANCE_COLUMNS } from './balance-columns';

const CONFIG: ResultsConfig<readonly AccountInfo[], AccountInfo> = {
  title: 'accounts:balance.title',
  detailsTitle: 'accounts:balance.detailsTitle',
  columns: () => BALANCE_COLUMNS,
};

/** Account balance (spec §2): /table only, no search form. */
export function AccountBalanceView({ viewKey, entitlement, subPath }: ViewProps) {
  const { t } = useTranslation('accounts');
  const rows = useAccountBalances(viewKey, entitlement.roles);
  if (subPath !== 'table') return <Navigate to={`/home/${viewKey}/table`} replace />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('balance.title')}
      </Typography>
      <QueryResults viewKey={viewKey} entitlement={entitlement} config={CONFIG} answer={rows} rows={rows} />
    </Box>
  );
}
