import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders an overlay (a menu, a popover, a drawer) whose code loads on first use: nothing until
 * it is first wanted, then always, so its closing transition plays and focus returns as before.
 * The overlay shows when its code is in; the button that opened it needs no loader.
 */
export function MountedOnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once ? <Suspense>{children}</Suspense> : null;
}
