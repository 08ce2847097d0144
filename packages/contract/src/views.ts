/**
 * View keys that both sides know: the server seeds the menu and entitlements for them, the
 * web app routes them. `main` is the fixed home tab and needs no entitlement.
 */
export const View = {
  main: 'main',
  accountBalance: 'account_balance',
  accountMovements: 'account_movements',
  accountStatements: 'account_statements',
  /** Account-change information (doc 2); the spec's view key `accounts`. */
  accountChanges: 'accounts',
  loanTotalDebt: 'ln_total_debt',
  loanSchedule: 'ln_schedule_balances',
  checksNotIssued: 'checks_no_bel',
  rateHistory: 'currency_rates',
  /** Letters of credit (spec §2; ADR 0014). The spec's keys, spelling included. */
  lcDiscrepancy: 'lc_discrepancy',
  lcStatistic: 'lc_stadistic',
  lcSummary: 'lc_summary',
  lcCurrentCategory: 'lc_current_category',
  /** Letters by expiration date. */
  lcExpiration: 'lc_importacion',
  lcPaymentObligationsAcdp: 'lc_payment_obligations_acdp',
  lcPaymentObligations: 'lc_payment_obligations_view',
  /** Letter-of-credit amendments (doc 2 §2): prepared, signed, processed by the bank (ADR 0024). */
  lcAmendment: 'lc_amendment',
  /** Checkbook requests (doc 2 §2): prepared, signed and sent to the bank. */
  checkbookRequests: 'checks',
  /** Audit traces (doc 2 §2; ADR on who may query them). */
  traces: 'traces',
  /** Ours: every request awaiting the caller's signature, of every type. */
  signatureInbox: 'signature_inbox',
  /** Single transfers (doc 2 §2; the spec's view key). */
  transfers: 'monetary_transfer',
  /** Batch transfers (doc 2 §2 Multiple transfers; the spec's view key). */
  transferBatches: 'multipleMoneyTransfer',
  /** Document shipments (doc 2 §2): a PDF sent to the bank, signed like any request. */
  documentShipments: 'envio_documento',
  /** Liquidity letters (doc 2 §2; ADR 0025): requested, signed, issued by the bank. */
  liquidityLetters: 'll_summary_request',
} as const;
export type View = (typeof View)[keyof typeof View];

/** Views whose forms pick accounts: the account list call serves exactly these. */
export const ACCOUNT_SELECTING_VIEWS: readonly string[] = [
  View.accountBalance,
  View.accountMovements,
  View.accountStatements,
  View.accountChanges,
  View.checksNotIssued,
  View.lcDiscrepancy,
  View.lcStatistic,
  // The LC summary sends {cuentas, reference} (doc 1 §7): the chosen accounts or all loaded (ADR 0023).
  View.lcSummary,
  View.lcCurrentCategory,
  View.lcExpiration,
  View.lcPaymentObligationsAcdp,
  View.lcPaymentObligations,
  View.documentShipments,
  View.liquidityLetters,
  // The transfer forms pick the debit account (and own credit accounts) from the same list.
  View.transfers,
  View.transferBatches,
];

/**
 * Views whose screens ask which accounts the caller may sign for (`getAccountsByUsersSigners`):
 * the request views, where "authorize and send" is offered only on such accounts.
 */
export const SIGNER_ACCOUNT_VIEWS: readonly string[] = [View.checkbookRequests, View.signatureInbox, View.documentShipments, View.liquidityLetters];
