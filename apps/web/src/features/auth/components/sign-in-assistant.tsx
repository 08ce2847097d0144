import { startTransition, Suspense, useId, useState } from 'react';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FaqId } from '../assistant-answers';
import type { Exchange } from './assistant-panel';

// Each state's code loads when it shows: a phone starts with the button, a wide screen with the
// panel (spec §2), and neither loads the other's until the person switches (ADR 0056).
const AssistantButton = lazyComponent(() => import('./assistant-button').then((m) => m.AssistantButton));
const AssistantPanel = lazyComponent(() => import('./assistant-panel').then((m) => m.AssistantPanel));

/**
 * The floating help assistant of the sign-in page (spec §2): open by default above 960 px,
 * a button with a tooltip on narrower screens. It keeps the conversation while it is closed.
 */
export function SignInAssistant({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const narrow = useIsMobile();
  const [tooltip, setTooltip] = useState(narrow);
  const [log, setLog] = useState<readonly Exchange[]>([]);
  const [typed, setTyped] = useState('');
  const panelId = useId();
  const [openedByPerson, setOpenedByPerson] = useState(false);
  const [closedByPerson, setClosedByPerson] = useState(false);

  const ask = (question: Exchange['question'], answer: FaqId | null) => setLog((previous) => [...previous, { id: previous.length + 1, question, answer }]);

  return (
    <Suspense>
      {open ? (
        <AssistantPanel
          id={panelId}
          log={log}
          onAsk={ask}
          typed={typed}
          onTyped={setTyped}
          focusOnOpen={openedByPerson}
          onClose={() => {
            setClosedByPerson(true);
            onOpenChange(false);
          }}
        />
      ) : (
        <AssistantButton
          panelId={panelId}
          tooltip={tooltip}
          onTooltipChange={setTooltip}
          takeFocus={closedByPerson}
          onOpen={() =>
            // A transition: the button stays until the panel's code is in, instead of a blank corner.
            startTransition(() => {
              setOpenedByPerson(true);
              onOpenChange(true);
            })
          }
        />
      )}
    </Suspense>
  );
}
