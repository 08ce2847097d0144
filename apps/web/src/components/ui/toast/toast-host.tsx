import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '../../../lib/translation';
import { dismissToast, toastDuration, useToasts } from '../../../lib/toast';
import type { ToastPlacement } from '../../../lib/toast';

const ANCHOR = {
  shell: { vertical: 'top', horizontal: 'center' },
  query: { vertical: 'top', horizontal: 'right' },
} as const;

// Below the shell's app bar (56 px high on phones, 64 px from 600 px wide): a toast stays up
// to 5 s, and over the bar it hid the bell, the language and the user menu meanwhile (ADR 0058).
const BELOW_APP_BAR = { top: { xs: 64, sm: 80 } } as const;

function ToastSlot({ placement }: { placement: ToastPlacement }) {
  const { t } = useTranslation();
  // One toast per corner at a time; the next one in the queue follows when it closes.
  const current = useToasts().find((item) => item.placement === placement);
  if (!current) return null;
  const close = () => dismissToast(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={ANCHOR[placement]}
      sx={BELOW_APP_BAR}
      autoHideDuration={toastDuration(current)}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': t('common:toast.close') } }}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {t(current.key, { ns: current.ns, keySeparator: current.ns === 'errors' ? false : '.', ...current.values })}
      </Alert>
    </Snackbar>
  );
}

export function ToastHost() {
  return (
    <>
      <ToastSlot placement="shell" />
      <ToastSlot placement="query" />
    </>
  );
}
