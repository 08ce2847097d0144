import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRecoveryFlow } from '../hooks/use-recovery-flow';
import { AuthLayout } from './auth-layout';
import { IdentityStep } from './identity-step';
import { NewPasswordStep } from './new-password-step';

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
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {t('recovery.title')}
          </Typography>
          <Stepper activeStep={flow.step} sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <Step>
              <StepLabel>{t('recovery.steps.identity')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{t('recovery.steps.password')}</StepLabel>
            </Step>
          </Stepper>
          {/* On narrow screens the step bar is hidden: say the step in words instead. */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, textAlign: 'center', mt: -1 }}>
            {t('recovery.stepOf', { step: flow.step + 1, count: 2, name: t(flow.step === 0 ? 'recovery.steps.identity' : 'recovery.steps.password') })}
          </Typography>
          {bankIssued && flow.step === 0 && <Alert severity="info">{t('recovery.bankIssued')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t(flow.step === 0 ? 'recovery.identityIntro' : 'recovery.passwordIntro')}
          </Typography>
          {flow.documents.isError && (
            <Alert severity="error" role="alert">
              {t('errors:msg.error.dataServer', { keySeparator: false })} {t('recovery.backToLogin')}
            </Alert>
          )}
          {flow.messages.length > 0 && (
            <Alert severity={flow.messages[0]?.severity ?? 'error'}>
              {flow.messages.map((message) => (
                <Box key={message.key} component="p" sx={{ m: 0, '& + &': { mt: 1, fontWeight: 600 } }}>
                  {t(message.key)}
                </Box>
              ))}
            </Alert>
          )}
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
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
