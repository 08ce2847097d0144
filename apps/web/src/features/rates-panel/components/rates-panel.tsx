import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { lazyComponent, loadOnIntent } from '../../../lib/lazy-component';
import { MountedOnceWanted } from '../../../components/ui/mounted-once-wanted';

// Not needed to show the shell: the drawer loads on first use (pointed at, focused or clicked).
const RatesDrawer = lazyComponent(() => import('./rates-drawer').then((m) => m.RatesDrawer));

/**
 * The rates side panel (spec §2, §4): a handle fixed on the right edge, semi-transparent until
 * pointed at or focused, opens the rates card; a second icon switches to the converter, whose
 * close control comes back. A modal drawer: focus moves in, Escape closes, focus returns to
 * the handle.
 */
export function RatesPanel() {
  const { t } = useTranslation('ratesPanel');
  const [open, setOpen] = useState(false);

  return (
    <>
      <ButtonBase
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...loadOnIntent(RatesDrawer)}
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
      <MountedOnceWanted wanted={open}>
        <RatesDrawer open={open} onClose={() => setOpen(false)} />
      </MountedOnceWanted>
    </>
  );
}
