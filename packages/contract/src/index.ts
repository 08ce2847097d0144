export * from './errors.js';
export * from './dates.js';
export * from './fields.js';
export * from './roles.js';
export * from './money.js';
export * from './endpoint.js';
export * from './auth.js';
export * from './entitlements.js';
export * from './accounts.js';
export * from './views.js';

import { authEndpoints } from './auth.js';
import { entitlementEndpoints } from './entitlements.js';
import { accountEndpoints } from './accounts.js';

/** Every call of the gateway, by name. The server registers each; the client calls them. */
export const api = {
  auth: authEndpoints,
  entitlements: entitlementEndpoints,
  accounts: accountEndpoints,
} as const;
