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
  component: ComponentType<ViewProps>;
  /** False only for views that need no `auth/verifyRoute` answer, such as `main`. */
  entitlement?: boolean;
  /** Loads the screen's code ahead of its render (or again after a failure), where it is lazy. */
  preload?: () => Promise<void>;
}

/** View key (the menu's `className`, the `/home/:view` segment) -> screen. */
export type ViewRegistry = Readonly<Record<string, ViewRegistration>>;

export const NO_ENTITLEMENT: Entitlement = { actions: [], roles: [] };
