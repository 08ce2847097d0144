import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, useLanguage } from '../../lib/i18n';

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
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, fontWeight: 700 }}
      >
        {language.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={lng === language}
            onClick={() => {
              changeLanguage(lng);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{lng === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`language.${lng}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
