import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's text (the action's own name). */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before an action (spec §4): Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({ open, title, text, confirm, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
