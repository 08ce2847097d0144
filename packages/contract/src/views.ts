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
} as const;
export type View = (typeof View)[keyof typeof View];

/** Views whose forms pick accounts: the account list call serves exactly these. */
export const ACCOUNT_SELECTING_VIEWS: readonly string[] = [
  View.accountBalance,
  View.accountMovements,
  View.accountStatements,
  View.accountChanges,
  View.checksNotIssued,
];
