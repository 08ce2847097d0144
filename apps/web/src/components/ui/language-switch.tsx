import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useId, useState } from 'react';
import { lazyComponent, loadOnIntent } from '../../lib/lazy-component';
import { MountedOnceWanted } from './mounted-once-wanted';
import { useTranslation } from '../../lib/translation';
import { useLanguage } from '../../lib/i18n';

// Not needed to show the page (the sign-in page is light, ADR 0041): loaded on first use.
const LanguageMenu = lazyComponent(() => import('./language-menu').then((m) => m.LanguageMenu));

/** The es/en switch used on the sign-in page and in the shell's header. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        {...loadOnIntent(LanguageMenu)}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {language.toUpperCase()}
      </Button>
      <MountedOnceWanted wanted={anchor !== null}>
        <LanguageMenu id={menuId} anchor={anchor} language={language} onClose={() => setAnchor(null)} />
      </MountedOnceWanted>
    </>
  );
}
