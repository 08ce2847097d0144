import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { Tooltip } from '../ui/tooltip';
import Typography from '@mui/material/Typography';
import GridOnIcon from '@mui/icons-material/GridOn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { BANK_CA_FILE_NAME, BANK_CA_PATH, type ExportFormat } from '@bel/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLanguage } from '../../lib/i18n';
import { runExport, type ExportAsk } from '../../lib/export/run-export';

const ICONS = { pdf: PictureAsPdfIcon, xlsx: GridOnIcon, csv: TextSnippetOutlinedIcon } as const;

interface ExportActionsProps {
  /** Read on click: the table as the person has it right then. */
  request: () => ExportAsk;
  formats?: readonly ExportFormat[];
  /** Shown but not usable (the rows are still loading): the buttons hold their place, so the table does not move when they arrive. */
  disabled?: boolean;
}

/**
 * Export buttons (spec §6: only for holders of 'Exportar'; the caller decides, and the gateway
 * checks again). The gateway renders the file (ADR 0035); a PDF of thousands of rows takes a
 * moment, so the buttons wait and a progress bar with its text shows until the file is saved.
 */
export function ExportActions({ request, formats = ['pdf', 'xlsx', 'csv'], disabled = false }: ExportActionsProps) {
  const { t } = useTranslation('query');
  const language = useLanguage();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const start = async (format: ExportFormat) => {
    setRunning(format);
    try {
      await runExport(format, request(), language);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Box role="group" aria-label={t('export.label')} aria-busy={running !== null} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, position: 'relative' }}>
      {formats.map((format) => {
        const Icon = ICONS[format];
        return (
          <Button key={format} size="small" variant="outlined" startIcon={<Icon fontSize="small" />} disabled={disabled || running !== null} onClick={() => void start(format)}>
            {t(`export.${format}`)}
          </Button>
        );
      })}
      {formats.includes('pdf') && (
        <Tooltip title={t('export.caHint')}>
          {/* The bank's root certificate (ADR 0012): trusting it verifies every signed PDF. */}
          <Link href={BANK_CA_PATH} download={BANK_CA_FILE_NAME} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 0.5 }}>
            <VerifiedUserOutlinedIcon fontSize="small" aria-hidden />
            {t('export.caCertificate')}
          </Link>
        </Tooltip>
      )}
      {running && (
        <>
          <Typography role="status" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('export.running', { format: t(`export.${running}`) })}
          </Typography>
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: -6 }}>
            <LinearProgress aria-label={t('export.running', { format: t(`export.${running}`) })} />
          </Box>
        </>
      )}
    </Box>
  );
}
