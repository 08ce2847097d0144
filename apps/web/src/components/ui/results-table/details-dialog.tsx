import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailsDialogProps {
  open: boolean;
  title: string;
  fields: readonly DetailField[];
  onClose: () => void;
}

/** Label/value pairs of one row, as a description list so screen readers pair them. */
export function DetailsDialog({ open, title, fields, onClose }: DetailsDialogProps) {
  const { t } = useTranslation('table');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a row too long for the screen (a trace's XML at 360 px). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
        >
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
                {field.label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
