import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from '../../lib/translation';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';

interface LanguageMenuProps {
  id: string;
  /** The switch's button while the menu is open, else null. */
  anchor: HTMLElement | null;
  language: Language;
  onClose: () => void;
}

/** The language switch's menu, in its own chunk: the popover, its transition and portal load on first use. */
export function LanguageMenu({ id, anchor, language, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          lang={lng}
          selected={lng === language}
          onClick={() => {
            changeLanguage(lng);
            onClose();
          }}
        >
          <ListItemIcon>{lng === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`language.${lng}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
