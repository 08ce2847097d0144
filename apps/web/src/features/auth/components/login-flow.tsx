import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../hooks/use-login-flow';
import { CredentialsStep } from './credentials-step';
import { PinStep } from './pin-step';

/** The two sign-in steps of spec §2 on one card. */
export function LoginFlow() {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const [pin, setPin] = useState('');

  return (
    <Card sx={{ width: '100%', maxWidth: 440 }} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('title')}
        </Typography>
        <Stepper activeStep={flow.step} sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <Step>
            <StepLabel>{t('steps.credentials')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('steps.pin')}</StepLabel>
          </Step>
        </Stepper>
        {/* One alert for all messages, so they are announced together. */}
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
          <CredentialsStep pending={flow.pending} defaults={flow.remembered} onInvalid={flow.clearMessages} onSubmit={flow.submitCredentials} />
        ) : (
          <PinStep
            pin={pin}
            onPinChange={setPin}
            pending={flow.pending}
            serverOffsetMs={flow.serverOffsetMs}
            onBack={() => {
              setPin('');
              flow.back();
            }}
            onSubmit={() => void flow.submitPin(pin).then((clear) => clear && setPin(''))}
          />
        )}
      </CardContent>
    </Card>
  );
}
