import { lazy } from 'react';
import { View } from '@bel/contract';
import { MainView } from '#features/shell';
import type { ViewRegistry } from '../lib/views';

/**
 * Every screen the shell can host, by view key. A new screen is one line here plus its
 * catalogue entries; each is loaded only when first opened (main ships with the shell).
 */
export const viewRegistry: ViewRegistry = {
  [View.main]: { component: MainView, entitlement: false },
  [View.accountBalance]: { component: lazy(() => import('#features/accounts').then((m) => ({ default: m.AccountBalanceView }))) },
};
