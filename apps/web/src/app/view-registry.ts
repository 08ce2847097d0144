import { View } from '@bel/contract';
import { HomeMainView } from './home-main-view';
import { lazyViews } from './lazy-views';
import type { ViewRegistry } from '../lib/views';

/**
 * Every screen the shell can host, by view key. A new screen is one line in `lazy-views.ts`
 * plus its catalogue entries; each is loaded only when first opened (main ships with the shell).
 */
export const viewRegistry: ViewRegistry = {
  [View.main]: { component: HomeMainView, entitlement: false },
  ...lazyViews,
};
