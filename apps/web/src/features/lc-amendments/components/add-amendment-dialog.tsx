import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LC_AMENDMENT_FINISHED, lcAmendmentReference, type LcAmendmentRow } from '@bel/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { AddDialogProps } from '../../../components/signed-request';
import { useErrorText } from '../../../lib/i18n';
import { loadLetter } from '../api/lc-amendment-calls';

/**
 * Spec §4: a letter may have a new amendment when it has none, or its latest (the highest id)
 * is authorized, rejected or deleted; otherwise the code names the latest one's state.
 */
export function openAmendmentCode(rows: readonly LcAmendmentRow[], reference: string): string | null {
  const latest = rows.filter((row) => row.referencia === reference).sort((a, b) => b.enmienda_id - a.enmienda_id)[0];
  return latest && !LC_AMENDMENT_FINISHED.includes(latest.estado) ? `request.lc.amendmentOpen.${latest.estado}` : null;
}

/**
 * Add (spec §2): asks for the letter's reference (TF + 10 digits), then checks, before the
 * form opens, that the company has that letter, that it may be amended (VALID) and that it has
 * no amendment under way. The gateway checks all of it again when the amendment is saved.
 */
export function AddAmendmentDialog({ open, rows, onClose, onAccept }: AddDialogProps<LcAmendmentRow>) {
  const { t } = useTranslation('lcAmendments');
  const errorText = useErrorText();
  const titleId = useId();
  const textId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    const parsed = lcAmendmentReference.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'request.lc.incorrectRef');
    const reference = parsed.data;
    const open = openAmendmentCode(rows ?? [], reference);
    if (open) return setError(open);
    setBusy(true);
    try {
      const letter = await loadLetter(reference);
      if (!letter.ok) return setError(letter.error.message);
      if (letter.data === null) return setError('msg.warning.noDataFound');
      if (!letter.data.VALID) return setError('request.lc.invalid');
      setValue('');
      setError(null);
      onAccept({ ref: reference });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('add.text')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('add.reference')}
            placeholder="TF0000000000"
            value={value}
            onChange={(event) => {
              setValue(event.target.value.toUpperCase());
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ? errorText(error) : t('add.help')}
            slotProps={{ htmlInput: { maxLength: 12, autoComplete: 'off', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('requests:dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}>
            {t('add.open')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
