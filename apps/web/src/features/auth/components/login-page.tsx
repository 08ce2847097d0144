import { ErrorCode } from '@bel/contract';
import { Suspense, useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSessionEpoch } from '../../../lib/session-lifecycle';
import { toast } from '../../../lib/toast';
import { AuthLayout } from './auth-layout';
import { LoginFlow } from './login-flow';
import type { SignInExit } from '../sign-in-exit';

// Shown only once the page is hydrated (below), so its code need not be there before.
const SignInAssistant = lazyComponent(() => import('./sign-in-assistant').then((m) => m.SignInAssistant));

/** `onPinStep`: the password was accepted, so what comes after the PIN may start loading. */
export function LoginPage({ exit, onPinStep }: { exit: SignInExit; onPinStep?: () => void }) {
  // A new epoch means the session ended (e.g. the pending token expired): start at step 1.
  const epoch = useSessionEpoch();
  const narrow = useIsMobile();
  // The assistant opens by default above 960 px (spec §2); the card then moves aside for it.
  const [assistantOpen, setAssistantOpen] = useState(!narrow);
  // The snapshot prerendered at build time knows no screen width (ADR 0050): it keeps the room
  // of the assistant that opens on wide screens (the layout's media query decides) and shows the
  // assistant itself only once hydrated. A fixed panel appearing shifts nothing.
  const hydrated = useHydrated();
  // Once the page is leaving (the portal's code loads and renders), it takes no more input: a
  // choice made on it (the language menu opened) would vanish with it.
  const [leaving, setLeaving] = useState(false);
  const leave: SignInExit = async (to, options) => {
    setLeaving(true);
    try {
      await exit(to, options);
    } catch {
      setLeaving(false);
      toast.error(ErrorCode.clientServerError);
    }
  };
  return (
    <AuthLayout asideOpen={hydrated ? assistantOpen && !narrow : true} leaving={leaving}>
      <LoginFlow key={epoch} exit={leave} onPinStep={onPinStep} />
      {hydrated && (
        <Suspense>
          <SignInAssistant open={assistantOpen} onOpenChange={setAssistantOpen} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
