import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { MOBILE_QUERY } from '../../../hooks/use-is-mobile';

/** Room kept on the right for the sign-in assistant's panel (360 px and its margins). */
const ASIDE_WIDTH = 400;

/**
 * The assistant floats beside the card only above the mobile breakpoint: there it opens by
 * default. A media query rather than the screen's width in code, so the page prerendered at
 * build time lays out the same as the page after hydration (ADR 0050).
 */
const ASIDE_ROOM = { [`@media not all and ${MOBILE_QUERY}`]: { paddingRight: `${ASIDE_WIDTH}px` } };

/**
 * Where the assistant waits as a button (16 px from the corner, 56 px tall) with its tooltip
 * beside it, the footer keeps its text above them, so neither covers the bank's name or the
 * demo notice on a phone.
 */
const BUTTON_ROOM = { [`@media ${MOBILE_QUERY}`]: { paddingBottom: '88px' } };

/**
 * Frame of the public pages: product header with the language switch, and the bank's footer.
 * `asideOpen` keeps the content clear of a panel floating on the right (the assistant);
 * `leaving`: the next page is loading, so this one is busy and takes no input.
 */
export function AuthLayout({ children, asideOpen = false, leaving = false }: { children: ReactNode; asideOpen?: boolean; leaving?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box inert={leaving} aria-busy={leaving || undefined} sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 4 }, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', '& .Mui-focusVisible': { outlineColor: '#fff' } }}>
        <BrandMark inverted />
        <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
          {t('product.name')}
        </Typography>
        <LanguageSwitch />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 1.5, sm: 2 },
          py: { xs: 2, sm: 4 },
          ...(asideOpen && ASIDE_ROOM),
        }}
      >
        {children}
      </Box>
      <Box component="footer" sx={{ textAlign: 'center', py: 2, px: 2, color: 'text.secondary', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', ...BUTTON_ROOM }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('bank.name')}
        </Typography>
        <Typography variant="caption">{t('demoNotice')}</Typography>
      </Box>
    </Box>
  );
}
