import type { Entitlement } from '@bel/contract';
import type { ComponentType } from 'react';

/** What the shell hands every view it hosts. */
export interface ViewProps {
  viewKey: string;
  entitlement: Entitlement;
  /** What follows /home/{view}/ in the address: a query view's phase ('form', 'table'). */
  subPath: string;
}

export interface ViewRegistration {
  /** A lazy screen's component carries its `preload` (`lazyComponent`). */
  component: ComponentType<ViewProps> & { preload?: () => Promise<void> };
  /** False only for views that need no `auth/verifyRoute` answer, such as `main`. */
  entitlement?: boolean;
}

/** View key (the menu's `className`, the `/home/:view` segment) -> screen. */
export type ViewRegistry = Readonly<Record<string, ViewRegistration>>;

export const NO_ENTITLEMENT: Entitlement = { actions: [], roles: [] };
