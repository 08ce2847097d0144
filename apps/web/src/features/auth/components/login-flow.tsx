import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTranslation } from '../../../lib/translation';
import { loadPinStep, useLoginFlow } from '../hooks/use-login-flow';
import type { SignInExit } from '../sign-in-exit';
import { CredentialsStep } from './credentials-step';
import { StepCard } from './step-card';

// Not needed to show the page: loaded while the credentials are being checked (ADR 0041).
const PinStep = lazyComponent(() => loadPinStep().then((m) => m.PinStep));

/** The two sign-in steps of spec §2 on one card. */
export function LoginFlow({ exit, onPinStep }: { exit: SignInExit; onPinStep?: () => void }) {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow(exit, onPinStep);
  const [pin, setPin] = useState('');

  return (
    <StepCard title={t('title')} steps={[t('steps.credentials'), t('steps.pin')]} activeStep={flow.step} messages={flow.messages} maxWidth={440}>
      {flow.step === 0 ? (
        <CredentialsStep pending={flow.pending} defaults={flow.remembered} onInvalid={flow.clearMessages} onSubmit={flow.submitCredentials} onForgot={() => void exit('/ChangePassword')} />
      ) : (
        <Suspense>
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
        </Suspense>
      )}
    </StepCard>
  );
}
