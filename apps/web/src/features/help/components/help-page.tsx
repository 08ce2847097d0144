import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { BANK_CA_FILE_NAME, BANK_CA_PATH } from '@bel/contract';
import { i18n } from '../../../lib/translation';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { useCataloguesIn, type Language } from '../../../lib/i18n';

/**
 * The help pages of the user menu (spec §2: "help pages by locale"): one page per language,
 * at /help/es and /help/en, readable without signing in. Its language is the address's, not
 * the portal's, so a link to /help/en always shows English.
 */
export function HelpPage({ language }: { language: Language }) {
  const t = i18n.getFixedT(language, 'help');
  const other: Language = language === 'es' ? 'en' : 'es';
  const ready = useCataloguesIn(language, ['help', 'common']);

  useEffect(() => {
    if (!ready) return;
    const previous = { title: document.title, lang: document.documentElement.lang };
    document.title = t('title');
    document.documentElement.lang = language;
    return () => {
      document.title = previous.title;
      document.documentElement.lang = previous.lang;
    };
  }, [language, t, ready]);
  if (!ready) return null;

  const list = (key: string) => Object.values(t(key, { returnObjects: true }) as Record<string, string>);
  const sections = Object.keys(t('sections', { returnObjects: true }) as Record<string, unknown>);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: { xs: 2, sm: 4 }, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', '& :focus-visible': { outlineColor: '#fff' } }}>
        <BrandMark inverted />
        <Typography component="p" variant="h6" sx={{ flex: 1, fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, minWidth: 0 }}>
          {t('common:product.short')}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' · '}
            {t('common:product.tagline')}
          </Box>
        </Typography>
        {/* Narrow screens show just the language's name; its accessible name stays the whole phrase. */}
        <Button component={RouterLink} to={`/help/${other}`} color="inherit" lang={other} hrefLang={other} aria-label={t('otherLanguage')}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('otherLanguage')}
          </Box>
          <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t(`common:language.${other}`)}
          </Box>
        </Button>
        <Button component={RouterLink} to="/" color="inherit" variant="outlined" size="small">
          {t('backToPortal')}
        </Button>
      </Box>
      <Box component="main" sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
        <Paper component="nav" variant="outlined" aria-labelledby="help-contents" sx={{ p: 2, mb: 4 }}>
          <Typography id="help-contents" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('contents')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 }, '& li': { mb: 0.5 } }}>
            {sections.map((key) => (
              <li key={key}>
                <Link href={`#${key}`}>{t(`sections.${key}.title`)}</Link>
              </li>
            ))}
          </Box>
        </Paper>
        {sections.map((key) => (
          <Box component="section" key={key} id={key} aria-labelledby={`${key}-title`} sx={{ mb: 4, scrollMarginTop: 16 }}>
            <Typography id={`${key}-title`} component="h2" variant="h5" sx={{ fontWeight: 700, color: 'primary.main', mb: 1.5 }}>
              {t(`sections.${key}.title`)}
            </Typography>
            {list(`sections.${key}.paragraphs`).map((text) => (
              <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.65 }}>
                {text}
              </Typography>
            ))}
            {key === 'signatures' && (
              <>
                <Box component="ol" sx={{ pl: 3, '& li': { mb: 1, lineHeight: 1.6 } }}>
                  {list('sections.signatures.steps').map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </Box>
                <Button component="a" href={BANK_CA_PATH} download={BANK_CA_FILE_NAME} variant="contained" startIcon={<DownloadIcon />} sx={{ whiteSpace: 'normal', textAlign: 'left' }}>
                  {t('downloadCa')}
                </Button>
              </>
            )}
            {key === 'password' && (
              <Link component={RouterLink} to="/ChangePassword">
                {t('recoverLink')}
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
