// Every table, for drizzle-kit (drizzle.config.ts) and the repositories. Each schema file
// imports only the files it references, never this one, so there is no import loop.

// Client companies, their people, sign-in state, entitlements and menu.
export * from './company-schema.js';
// The bank's ledger and calendar.
export * from './ledger-schema.js';
// The bank's other records (reference data, rates, lending, checkbooks, account changes).
export * from './bank-schema.js';
// Letters of credit: drawings, discrepancies, payment obligations (ADR 0014).
export * from './credit-letters-schema.js';
// The portal's own records: notifications (ADR 0017).
export * from './portal-schema.js';
// Identity documents for password recovery (ADR 0018).
export * from './identity-schema.js';
// Signed requests, their signatures and the accounts' signers (ADR 0021).
export * from './requests-schema.js';
// The hash-chained audit trail (ADR 0022).
export * from './audit-schema.js';
