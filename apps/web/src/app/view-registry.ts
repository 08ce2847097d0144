import { lazy } from 'react';
import { View } from '@bel/contract';
import { HomeMainView } from './home-main-view';
import { LAZY_VIEW_KEYS, loadView } from './view-loaders';
import type { ViewRegistration, ViewRegistry } from '../lib/views';

function lazyView(viewKey: string): ViewRegistration {
  return { component: lazy(async () => ({ default: await loadView(viewKey)! })) };
}

/**
 * Every screen the shell can host, by view key. A new screen is one line in `view-loaders.ts`
 * plus its catalogue entries; each is loaded only when first opened (main ships with the shell).
 */
export const viewRegistry: ViewRegistry = {
  [View.main]: { component: HomeMainView, entitlement: false },
  ...Object.fromEntries(LAZY_VIEW_KEYS.map((viewKey) => [viewKey, lazyView(viewKey)])),
};
