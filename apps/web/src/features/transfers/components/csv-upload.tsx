import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useErrorText } from '../../../lib/i18n';
import { parseTransferCsv } from '../model/csv';
import type { CreditValues } from '../model/transfer-request';

interface CsvUploadProps {
  /** The debit account's currency, given to every line. */
  currency: string;
  /** Every line of a good file, checked one by one as it was read. */
  onCredits: (credits: CreditValues[], file: string) => void;
}

/** The batch form's CSV upload (spec §5): the button, the rules, the progress while reading, and the outcome. */
export function CsvUpload({ currency, onCredits }: CsvUploadProps) {
  const { t } = useTranslation('transfers');
  const { t: tError } = useTranslation('errors');
  const errorText = useErrorText();
  const [csv, setCsv] = useState<{ progress?: number; error?: string; loaded?: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCsv({ progress: 0 });
    const result = await parseTransferCsv(file, currency, (share) => setCsv({ progress: Math.round(share * 100) }));
    if (result.ok) {
      onCredits(result.credits, file.name);
      setCsv({ loaded: t('csv.loaded', { count: result.credits.length, name: file.name }) });
    } else setCsv({ error: result.error === 'request.transfer.csvLines' ? tError(result.error, { lines: result.lines.join(', '), keySeparator: false }) : errorText(result.error) });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {/* A real button opening the hidden file input: a label acting as a button is not one to assistive technology. */}
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={csv?.progress !== undefined} onClick={() => fileInput.current?.click()}>
          {t('csv.label')}
        </Button>
        <input ref={fileInput} hidden type="file" accept=".csv,text/csv,application/vnd.ms-excel" data-testid="transfer-csv" onChange={(event) => void onFile(event)} />
        <Typography variant="body2" color="text.secondary">
          {t('csv.rules')}
        </Typography>
      </Box>
      {csv?.progress !== undefined && (
        <Box role="status">
          <LinearProgress variant="determinate" value={csv.progress} aria-label={t('csv.reading', { percent: csv.progress })} />
          <Typography variant="body2">{t('csv.reading', { percent: csv.progress })}</Typography>
        </Box>
      )}
      {csv?.error && (
        <Alert severity="warning" role="alert" onClose={() => setCsv(null)}>
          {csv.error}
        </Alert>
      )}
      {csv?.loaded && (
        <Alert severity="success" role="status" onClose={() => setCsv(null)}>
          {csv.loaded}
        </Alert>
      )}
    </Box>
  );
}
