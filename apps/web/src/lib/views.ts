import type { Entitlement } from '@bel/contract';
import { createElement } from 'react';
import type { ComponentType } from 'react';

/** What the shell hands every view it hosts. */
export interface ViewProps {
  viewKey: string;
  entitlement: Entitlement;
  /** What follows /home/{view}/ in the address: a query view's phase ('form', 'table'). */
  subPath: string;
}

/**
 * What a view starts before it renders, once its rights are known (ADR 0072): its first data,
 * into the queries its component reads. `stillWanted` turns false if the tab closes or the
 * session ends meanwhile; a later call must not start then.
 */
export type ViewPrefetch = (viewKey: string, entitlement: Entitlement, stillWanted: () => boolean) => Promise<void>;

/** A screen's component, as its module exports it; one that names its first data carries it. */
export type ViewComponent = ComponentType<ViewProps> & { prefetch?: ViewPrefetch };

/**
 * A screen made of a generic screen and one configuration (a query view, a signed-request view),
 * carrying the first data that configuration names, so the shell can ask for it early (ADR 0072).
 */
export function configuredView<Config>(Screen: ComponentType<ViewProps & { config: Config }>, config: Config, prefetch: ViewPrefetch): ViewComponent {
  return Object.assign((props: ViewProps) => createElement(Screen, { ...props, config }), { prefetch });
}

export interface ViewRegistration {
  /** A lazy screen's component carries its `preload` (`lazyComponent`). */
  component: ComponentType<ViewProps> & { preload?: () => Promise<void> };
  /** False only for views that need no `auth/verifyRoute` answer, such as `main`. */
  entitlement?: boolean;
  /** The view's first data, from its own code (loaded with it), if it names any. */
  prefetch?: () => Promise<ViewPrefetch | undefined>;
}

/** View key (the menu's `className`, the `/home/:view` segment) -> screen. */
export type ViewRegistry = Readonly<Record<string, ViewRegistration>>;

export const NO_ENTITLEMENT: Entitlement = { actions: [], roles: [] };

/** Without a role in a view the shell shows "no permission" instead of it (spec §2), and asks it for nothing. */
export const showsView = (entitlement: Entitlement): boolean => entitlement.roles.length > 0;
