import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import GridOnIcon from '@mui/icons-material/GridOn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { BANK_CA_FILE_NAME, BANK_CA_PATH } from '@bel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportTable } from '../../lib/export/export-table';
import type { ExportFormat } from '../../lib/export/file-name';
import { runExport } from '../../lib/export/run-export';
import type { PdfLabels } from '../../lib/export/pdf';

const ICONS = { pdf: PictureAsPdfIcon, xlsx: GridOnIcon, csv: TextSnippetOutlinedIcon } as const;

interface ExportActionsProps {
  /** Built on click: the rows as the person sees them right then. */
  getTable: () => ExportTable;
  formats?: readonly ExportFormat[];
}

/**
 * Export buttons (spec §6: only for holders of 'Exportar'; the caller decides). PDF goes
 * through the gateway's signature; the libraries load only on the first export.
 */
export function ExportActions({ getTable, formats = ['pdf', 'xlsx', 'csv'] }: ExportActionsProps) {
  const { t } = useTranslation('query');
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const labels: PdfLabels = {
    bankName: t('common:bank.name'),
    generatedAt: t('export.generatedAt'),
    reference: t('export.reference'),
    pageOf: (page, pages) => t('export.pageOf', { page, pages }),
  };
  const start = async (format: ExportFormat) => {
    setRunning(format);
    // Let the progress bar paint before the (synchronous) table building starts.
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    try {
      await runExport(format, getTable(), labels);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Box role="group" aria-label={t('export.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, position: 'relative' }}>
      {formats.map((format) => {
        const Icon = ICONS[format];
        return (
          <Button key={format} size="small" variant="outlined" startIcon={<Icon fontSize="small" />} disabled={running !== null} onClick={() => void start(format)}>
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
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: -6 }}>
          <LinearProgress aria-label={t('export.running', { format: t(`export.${running}`) })} />
        </Box>
      )}
    </Box>
  );
}
