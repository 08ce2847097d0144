import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';

export interface AlertMessage {
  severity: 'error' | 'warning' | 'info';
  title: string;
  text: string;
  /** Each bad item of a refusal (a batch's rows), listed under the text. */
  items?: readonly string[];
}

/** A message the person acknowledges with OK (a refused action: the form stays as it was). */
export function AlertDialog({ message, onClose }: { message: AlertMessage | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{message?.title}</DialogTitle>
      <DialogContent>
        <Alert id={textId} severity={message?.severity ?? 'info'} variant="outlined">
          {message?.text}
          {message?.items && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
              {message.items.map((item, i) => (
                // The list is fixed while shown: its place is a stable key.
                <li key={i}>{item}</li>
              ))}
            </Box>
          )}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
