import IconButton from '@mui/material/IconButton';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Tooltip } from '../../../components/ui/tooltip';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { BANK_CA_FILE_NAME, BANK_CA_PATH } from '@bel/contract';
import { RATES_IN_FORCE } from '@bel/contract/tables';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../../lib/i18n';
import { runExport } from '../../../lib/export/run-export';

interface RatesExportMenuProps {
  disabled: boolean;
  onBusy: (busy: boolean) => void;
}

/**
 * The panel's export menu (spec §2): a PDF sealed by the bank, or a ';' CSV. The gateway reads
 * the rates in force and renders the file itself (ADR 0035), as for every query view.
 */
export function RatesExportMenu({ disabled, onBusy }: RatesExportMenuProps) {
  const { t } = useTranslation(['ratesPanel', 'query']);
  const language = useLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState(false);
  const start = async (format: 'pdf' | 'csv') => {
    setAnchor(null);
    setRunning(true);
    onBusy(true);
    try {
      await runExport(format, { view: RATES_IN_FORCE }, language);
    } finally {
      setRunning(false);
      onBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={t('export.label')}>
        <span>
          <IconButton
            aria-label={t('export.label')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            // Not `disabled` while its own export runs: the closing menu gives focus back to this
            // button, and a disabled one cannot take it. Focus then fell out of the panel, onto
            // the closing menu or the page, where Escape no longer closed the panel (issue 12, item 7).
            aria-disabled={running || undefined}
            onClick={(event) => {
              if (!running) setAnchor(event.currentTarget);
            }}
          >
            <FileDownloadOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('pdf')}>
          <ListItemIcon>
            <PictureAsPdfIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('export.pdf')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void start('csv')}>
          <ListItemIcon>
            <TextSnippetOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('export.csv')}</ListItemText>
        </MenuItem>
        <Divider />
        {/* The bank's root certificate (ADR 0012): trusting it verifies the signed PDF. */}
        <MenuItem component="a" href={BANK_CA_PATH} download={BANK_CA_FILE_NAME} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <VerifiedUserOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('query:export.caCertificate')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
