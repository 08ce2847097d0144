export * from './errors.js';
export * from './dates.js';
// Without zod, so the signed-in start's date picker can use them (ADR 0065).
export * from './days.js';
export * from './languages.js';
export * from './translate.js';
export * from './fields.js';
export * from './roles.js';
export * from './money.js';
export * from './endpoint.js';
export * from './routes.js';
export * from './auth.js';
export * from './entitlements.js';
export * from './accounts.js';
export * from './views.js';
export * from './query-rules.js';
export * from './files.js';
export * from './signatures.js';
export * from './exports.js';
export * from './loans.js';
export * from './checkbooks.js';
export * from './rates.js';
export * from './notifications.js';
export * from './credit-letters.js';
export * from './traces.js';
export * from './configuration.js';
export * from './requests/machine.js';
export * from './requests/checkbook-machine.js';
export * from './requests/common.js';
export * from './requests/checkbook.js';
export * from './requests/transfer-machine.js';
export * from './requests/transfer.js';
export * from './requests/document-shipment-machine.js';
export * from './requests/document-shipment.js';
export * from './requests/liquidity-letter-machine.js';
export * from './requests/liquidity-letter.js';
export * from './requests/lc-amendment-machine.js';
export * from './requests/lc-amendment.js';

import { authEndpoints } from './auth.js';
import { entitlementEndpoints } from './entitlements.js';
import { accountEndpoints } from './accounts.js';
import { signatureEndpoints } from './signatures.js';
import { exportEndpoints } from './exports.js';
import { loanEndpoints } from './loans.js';
import { checkbookEndpoints } from './checkbooks.js';
import { rateEndpoints } from './rates.js';
import { notificationEndpoints } from './notifications.js';
import { creditLetterEndpoints } from './credit-letters.js';
import { traceEndpoints } from './traces.js';
import { configurationEndpoints } from './configuration.js';
import { requestEndpoints } from './requests/common.js';
import { checkbookRequestEndpoints } from './requests/checkbook.js';
import { transferEndpoints } from './requests/transfer.js';
import { lcAmendmentEndpoints } from './requests/lc-amendment.js';
import { documentShipmentEndpoints } from './requests/document-shipment.js';
import { liquidityLetterEndpoints } from './requests/liquidity-letter.js';

/** Every call of the gateway, by name. The server registers each; the client calls them. */
export const api = {
  auth: authEndpoints,
  entitlements: entitlementEndpoints,
  accounts: accountEndpoints,
  signatures: signatureEndpoints,
  exports: exportEndpoints,
  loans: loanEndpoints,
  checkbooks: checkbookEndpoints,
  rates: rateEndpoints,
  notifications: notificationEndpoints,
  creditLetters: creditLetterEndpoints,
  traces: traceEndpoints,
  configuration: configurationEndpoints,
  requests: requestEndpoints,
  checkbookRequests: checkbookRequestEndpoints,
  transfers: transferEndpoints,
  lcAmendments: lcAmendmentEndpoints,
  documentShipments: documentShipmentEndpoints,
  liquidityLetters: liquidityLetterEndpoints,
} as const;
