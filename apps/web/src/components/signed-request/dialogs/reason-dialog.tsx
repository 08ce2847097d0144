import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REASON_MAX, reason as reasonSchema } from '@bel/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The field's name, also named by the "field required" message (spec §5). */
  label: string;
  confirm: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The reason prompt (spec §5): required, at most 1000 characters, checked by the contract's
 * own rule, so what the gateway refuses is refused here first.
 */
export function ReasonDialog({ open, title, text, label, confirm, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const textId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    onCancel();
  };
  const submit = () => {
    const parsed = reasonSchema.safeParse(value);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      setError(code === 'request.reason.tooLong' ? t('reason.tooLong', { max: REASON_MAX }) : t('reason.required', { field: label }));
      return;
    }
    setValue('');
    setError(null);
    onConfirm(parsed.data);
  };
  const count = t('reason.count', { count: value.length, max: REASON_MAX });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            maxRows={10}
            required
            label={label}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            error={error !== null}
            helperText={error ? `${error} · ${count}` : count}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
