import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../../components/ui/tooltip';
import Typography from '@mui/material/Typography';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { RateRow } from '@bel/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatRate } from '../../../lib/format';
import { lastUpdate } from '@bel/contract/tables';
import { CurrencyLabel } from './currency-label';
import { LoadingOverlay } from './loading-overlay';
import { RatesExportMenu } from './rates-export-menu';

interface RatesTableCardProps {
  titleId: string;
  rows: readonly RateRow[] | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  onConverter: () => void;
  onClose: () => void;
}

/** 'Tasas de Cambio': last update, vs(USD), export, refresh, and Moneda / Compra / Venta to 5 decimals. */
export function RatesTableCard({ titleId, rows, loading, failed, onRefresh, onConverter, onClose }: RatesTableCardProps) {
  const { t } = useTranslation('ratesPanel');
  const [exporting, setExporting] = useState(false);
  const busy = loading || exporting;
  const updated = rows ? lastUpdate(rows) : '';
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', flex: 1, minWidth: 0, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}>
          {t('title')}
        </Typography>
        <RatesExportMenu disabled={loading || !rows?.length} onBusy={setExporting} />
        <Tooltip title={t('refresh')}>
          <span>
            <IconButton aria-label={t('refresh')} onClick={onRefresh} disabled={busy}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('converter.open')}>
          <IconButton aria-label={t('converter.open')} onClick={onConverter}>
            <CalculateOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('closePanel')}>
          <IconButton aria-label={t('closePanel')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, px: 2, pb: 1, color: 'text.secondary' }}>
        <Typography variant="body2" data-testid="rates-last-update">
          {updated ? t('lastUpdate', { date: updated }) : '\u00a0'}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('base')}
        </Typography>
      </Box>
      {/* Scrolls on its own, so it must take keyboard focus to scroll without a mouse. */}
      <Box tabIndex={0} role="region" aria-labelledby={titleId} sx={{ overflowY: 'auto', flex: 1, minHeight: 120 }}>
        {failed && !rows ? (
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
            <Typography role="alert">{t('loadError')}</Typography>
            <Button variant="outlined" size="small" onClick={onRefresh}>
              {t('retry')}
            </Button>
          </Box>
        ) : (
          <Table size="small" stickyHeader aria-labelledby={titleId} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <caption style={visuallyHidden}>{t('tableCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('columns.currency')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('columns.buy')}
                </TableCell>
                <TableCell scope="col" align="right">
                  {t('columns.sell')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((row) => (
                <TableRow key={row.moneda} hover>
                  <TableCell component="th" scope="row" sx={{ py: 0.75 }}>
                    <CurrencyLabel code={row.moneda} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatRate(row.tasa_compra)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatRate(row.tasa_venta)}
                  </TableCell>
                </TableRow>
              ))}
              {rows?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{t('empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Box>
      <LoadingOverlay open={busy} label={exporting ? t('export.running') : t('loading')} />
    </Box>
  );
}
