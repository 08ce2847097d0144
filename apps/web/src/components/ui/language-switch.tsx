import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLanguage } from '../../lib/i18n';

// Not needed to show the page (the sign-in page is light, ADR 0041): loaded on the first click.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** The es/en switch used on the sign-in page and in the shell's header. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so its closing transition plays.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        color={color}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {language.toUpperCase()}
      </Button>
      {used && (
        <Suspense>
          <LanguageMenu id={menuId} anchor={anchor} language={language} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
