import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';

function CrashMessage() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}>
      <AlertTitle>{t('crash.title')}</AlertTitle>
      {t('crash.text')}
    </Alert>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change of it (the address) tries the children again after a crash. */
  resetKey?: unknown;
}

/** Keeps one broken screen from blanking the whole portal. Class-based: React has no hook for this. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashMessage /> : this.props.children;
  }
}
