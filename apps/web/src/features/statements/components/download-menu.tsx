import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { STATEMENT_FORMATS } from '../api/download-statements';
import type { StatementFormat } from '../api/download-statements';

interface DownloadMenuProps {
  /** Accessible name of the button (and its visible text when `text`). */
  label: string;
  text?: boolean;
  disabled?: boolean;
  onDownload: (format: StatementFormat) => Promise<void>;
}

/** PDF, TXT or XML: one button opening a menu, for a row or for the selected rows. */
export function DownloadMenu({ label, text = false, disabled = false, onDownload }: DownloadMenuProps) {
  const { t } = useTranslation('statements');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const pick = async (format: StatementFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await onDownload(format);
    } finally {
      setBusy(false);
    }
  };
  const common = { 'aria-haspopup': 'menu' as const, 'aria-expanded': anchor !== null, 'aria-controls': anchor ? menuId : undefined, disabled: disabled || busy, onClick: open };
  return (
    <>
      {text ? (
        <Button size="small" variant="outlined" startIcon={<DownloadIcon fontSize="small" />} {...common}>
          {label}
        </Button>
      ) : (
        <IconButton size="small" aria-label={label} {...common}>
          <DownloadIcon fontSize="small" />
        </IconButton>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {STATEMENT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void pick(format)}>
            {t(`formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
