import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DOCUMENT_MAX_BYTES, DocumentShipmentError, pdfBase64, stripDataUrlPrefix } from '@bel/contract';
import { useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { ApiResult } from '../../../lib/api-client';
import { reportFailure } from '../../../lib/toast';
import { useErrorText } from '../../../lib/i18n';
import { PdfViewerDialog, type PdfSource } from '../../ui/pdf-viewer';

/** A form's PDF: chosen now (its base64, the §5 prefix removed), or the stored one (base64 null, loaded to be shown). */
export interface PdfValue {
  name: string;
  size: number;
  base64: string | null;
}

interface PdfFieldProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  readOnly: boolean;
  /** The stored PDF's bytes, as base64, for the request the form holds. */
  load: (values: V) => Promise<ApiResult<string>>;
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(stripDataUrlPrefix(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The PDF of a request (spec §2, §5): a .pdf of at most 2 MB, checked for size and type before
 * it is read and then by the contract's schema (a PDF's first bytes), and a show button that
 * opens it in the viewer — the chosen file, or the stored one fetched from the gateway.
 */
export function PdfField<V extends FieldValues>({ name, label, readOnly, load }: PdfFieldProps<V>) {
  const { t, i18n } = useTranslation('requests');
  const errorText = useErrorText();
  const form = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name });
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const value = field.value as PdfValue | null;

  const refuse = (code: string) => form.setError(name, { message: code }, { shouldFocus: false });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Spec §5: only a .pdf up to 2 MB; a larger one is not even read.
    if (file.size > DOCUMENT_MAX_BYTES) return refuse(DocumentShipmentError.tooLarge);
    if (!isPdfFile(file)) return refuse(DocumentShipmentError.notPdf);
    let base64: string;
    try {
      base64 = await readBase64(file);
    } catch {
      return refuse(DocumentShipmentError.notPdf);
    }
    // The contract's check of the content (a PDF's first bytes), whatever the name says: a refused
    // file is not kept, and the code is shown on this field (the schema would name `document.base64`).
    const checked = pdfBase64.safeParse(base64);
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? DocumentShipmentError.notPdf);
    field.onChange({ name: file.name, size: file.size, base64 } satisfies PdfValue);
    form.clearErrors(name);
  };

  const show = () => {
    if (!value) return;
    const chosen = value.base64;
    setViewing({
      name: value.name,
      load: async () => {
        if (chosen !== null) return bytesOf(chosen);
        const result = await load(form.getValues());
        if (!result.ok) {
          reportFailure(result.error);
          throw new Error(result.error.message);
        }
        return bytesOf(result.data);
      },
    });
  };

  const size = value ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value.size / 1024) : '';
  const error = fieldState.error?.message;
  return (
    <Paper variant="outlined" role="group" aria-labelledby={labelId} aria-describedby={helpId} sx={{ p: 1.5, borderColor: error ? 'error.main' : undefined }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
        {!readOnly && ' *'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PictureAsPdfIcon color={value ? 'primary' : 'disabled'} aria-hidden />
        <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {value ? t('pdf.chosen', { name: value.name, size }) : t('pdf.none')}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} disabled={!value} onClick={show}>
          {t('pdf.show')}
        </Button>
        {!readOnly && (
          <>
            <Button size="small" variant="contained" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
              {value ? t('pdf.replace') : t('pdf.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              aria-label={label}
              name={field.name}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </>
        )}
      </Box>
      <FormHelperText id={helpId} error={error !== undefined} role={error ? 'alert' : undefined}>
        {error ? errorText(error) : readOnly ? ' ' : t('pdf.rules')}
      </FormHelperText>
      <PdfViewerDialog source={viewing} onClose={() => setViewing(null)} />
    </Paper>
  );
}
