import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../hooks/use-login-flow';
import { CredentialsStep } from './credentials-step';
import { PinStep } from './pin-step';
import { StepCard } from './step-card';

/** The two sign-in steps of spec §2 on one card. */
export function LoginFlow() {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const [pin, setPin] = useState('');

  return (
    <StepCard title={t('title')} steps={[t('steps.credentials'), t('steps.pin')]} activeStep={flow.step} messages={flow.messages} maxWidth={440}>
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
    </StepCard>
  );
}
