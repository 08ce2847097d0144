import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { useLocation } from 'react-router';
import { useRecoveryFlow } from '../hooks/use-recovery-flow';
import { AuthLayout } from './auth-layout';
import { IdentityStep } from './identity-step';
import { NewPasswordStep } from './new-password-step';
import { StepCard } from './step-card';

/** Where sign-in sends a person whose password the bank issued (spec §4). */
export interface ChangePasswordState {
  bankIssued?: boolean;
}

/** /ChangePassword: identity, then the new password, then back to sign in (doc 2 §2, §4). */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const flow = useRecoveryFlow();
  const bankIssued = (useLocation().state as ChangePasswordState | null)?.bankIssued === true;

  return (
    <AuthLayout>
      <StepCard
        title={t('recovery.title')}
        steps={[t('recovery.steps.identity'), t('recovery.steps.password')]}
        activeStep={flow.step}
        messages={flow.messages}
        maxWidth={520}
        intro={
          <>
            {bankIssued && flow.step === 0 && <Alert severity="info">{t('recovery.bankIssued')}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {t(flow.step === 0 ? 'recovery.identityIntro' : 'recovery.passwordIntro')}
            </Typography>
            {flow.documents.isError && (
              <Alert severity="error" role="alert">
                {t('recovery.documentsFailed')}
              </Alert>
            )}
          </>
        }
      >
        {flow.step === 0 ? (
          <IdentityStep
            pending={flow.pending}
            documentTypes={flow.documents.isError ? [] : (flow.documents.data ?? null)}
            onInvalid={flow.clearMessages}
            onSubmit={flow.submitIdentity}
            onCancel={flow.cancel}
          />
        ) : (
          <NewPasswordStep pending={flow.pending} onInvalid={flow.clearMessages} onSubmit={flow.submitPassword} onCancel={flow.cancel} />
        )}
      </StepCard>
    </AuthLayout>
  );
}
