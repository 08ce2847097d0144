import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { useRates } from '../api/rates';
import { panelRows } from '@bel/contract/tables';
import { PageLoader } from '../../../components/ui/page-loader';
import { CONVERTER_DEFAULTS, type ConverterState } from './converter-state';
import { RatesTableCard } from './rates-table-card';

// The converter checks its amount with the contract's zod schema; loaded when first opened, it
// keeps zod out of every signed-in page's start (ADR 0065).
const ConverterCard = lazy(async () => ({ default: (await import('./converter-card')).ConverterCard }));

/**
 * The rates side panel (spec §2, §4): a handle fixed on the right edge, semi-transparent until
 * pointed at or focused, opens the rates card; a second icon switches to the converter, whose
 * close control comes back. A modal drawer: focus moves in, Escape closes, focus returns to
 * the handle.
 */
export function RatesPanel() {
  const { t } = useTranslation('ratesPanel');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'table' | 'converter'>('table');
  const [converter, setConverter] = useState<ConverterState>(CONVERTER_DEFAULTS);
  const rates = useRates(open);

  const refresh = async () => {
    const answer = await rates.refetch();
    if (answer.isError) toast.error('msg.error.dataServer', { placement: 'shell' });
  };

  return (
    <>
      <ButtonBase
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{
          position: 'fixed',
          right: 0,
          top: { xs: '58%', sm: '42%' },
          zIndex: (theme) => theme.zIndex.speedDial,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.75,
          px: 0.75,
          py: 1.25,
          color: 'common.white',
          // Semi-transparent, yet the label keeps a 4.5:1 contrast over the page (WCAG 1.4.3).
          bgcolor: 'rgba(0, 81, 158, 0.8)',
          borderRadius: '10px 0 0 10px',
          boxShadow: 3,
          transition: 'background-color 150ms',
          '&:hover, &.Mui-focusVisible, &:focus-visible': { bgcolor: 'primary.main' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <CurrencyExchangeIcon fontSize="small" aria-hidden />
        <Typography component="span" aria-hidden sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', fontSize: '0.8rem', fontWeight: 700, letterSpacing: 1, display: { xs: 'none', sm: 'block' } }}>
          {t('handle')}
        </Typography>
      </ButtonBase>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        keepMounted={false}
        // Over the desktop app bar, which sits above the navigation drawer.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        {mode === 'table' ? (
          <RatesTableCard
            titleId={titleId}
            rows={rates.data ? panelRows(rates.data) : undefined}
            loading={rates.isFetching}
            failed={rates.isError}
            onRefresh={() => void refresh()}
            onConverter={() => setMode('converter')}
            onClose={() => setOpen(false)}
          />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <ConverterCard titleId={titleId} state={converter} onChange={setConverter} onClose={() => setMode('table')} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
