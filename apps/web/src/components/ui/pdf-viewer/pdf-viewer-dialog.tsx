import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { RenderedPdf } from './render-pdf';

export interface PdfSource {
  /** The file's name, as it downloads. */
  name: string;
  /** Its bytes; the viewer asks once per opening. */
  load: () => Promise<Uint8Array>;
}

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; bytes: Uint8Array; pdf: RenderedPdf };

/** Saves the bytes under the file's name, through a link the browser downloads. */
export function downloadPdf(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Page({ pdf, n, width, label }: { pdf: RenderedPdf; n: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current && width > 0) void pdf.draw(n, canvas.current, width).catch(() => undefined);
  }, [pdf, n, width]);
  return <Box component="canvas" ref={canvas} role="img" aria-label={label} sx={{ display: 'block', mx: 'auto', bgcolor: 'common.white', boxShadow: 2 }} />;
}

/**
 * A PDF in a dialog (spec §2: the shipment's PDF opens in a viewer with a download icon),
 * drawn page by page by pdf.js on canvases — never a data URI in a frame — with the file's
 * name as title and a download button. pdf.js loads with the first PDF shown.
 */
export function PdfViewerDialog({ source, onClose }: { source: PdfSource | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // What was shown for which source: another source (or none) reads as loading until its bytes are drawn.
  const [result, setResult] = useState<{ of: PdfSource; shown: Shown } | null>(null);
  const shown: Shown = result && result.of === source ? result.shown : { state: 'loading' };
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!source) return;
    let alive = true;
    let opened: RenderedPdf | undefined;
    void (async () => {
      try {
        const bytes = await source.load();
        const { openPdf } = await import('./render-pdf');
        opened = await openPdf(bytes);
        if (alive) setResult({ of: source, shown: { state: 'ready', bytes, pdf: opened } });
        else void opened.close();
      } catch {
        if (alive) setResult({ of: source, shown: { state: 'failed' } });
      }
    })();
    return () => {
      alive = false;
      void opened?.close();
    };
  }, [source]);

  const measure = (node: HTMLDivElement | null) => {
    frame.current = node;
    if (node) setWidth(Math.max(200, node.clientWidth - 16));
  };

  return (
    <Dialog open={source !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Typography component="span" variant="h6" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {source?.name}
        </Typography>
        <Tooltip title={t('pdf.download')}>
          <span>
            <IconButton aria-label={t('pdf.download')} disabled={shown.state !== 'ready'} onClick={() => shown.state === 'ready' && source && downloadPdf(shown.bytes, source.name)}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
      </DialogTitle>
      {/* The pages scroll here: focusable, so the keyboard scrolls them too. */}
      <DialogContent dividers ref={measure} tabIndex={0} role="region" aria-labelledby={titleId} sx={{ bgcolor: 'grey.200', p: 1, minHeight: 240 }}>
        {shown.state === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('pdf.loading')} />
          </Box>
        )}
        {shown.state === 'failed' && <Alert severity="error">{t('pdf.failed')}</Alert>}
        {shown.state === 'ready' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {Array.from({ length: shown.pdf.pages }, (_, i) => (
              <Page key={i} pdf={shown.pdf} n={i + 1} width={width} label={t('pdf.page', { page: i + 1, pages: shown.pdf.pages })} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('pdf.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
