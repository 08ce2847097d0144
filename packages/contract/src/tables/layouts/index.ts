import type { AnyLayout } from '../layout.js';
import { accountBalanceLayout, accountChangesLayout, movementsLayout, statementsLayout } from './accounts.js';
import { checksNotIssuedLayout } from './checkbooks.js';
import { acdpObligationsLayout, currentCategoryLayout, discrepancyLayout, expirationLayout, paymentObligationsLayout, statisticLayout, summaryLayout } from './credit-letters.js';
import { loanScheduleLayout, totalDebtLayout } from './loans.js';
import { rateHistoryLayout, ratesInForceLayout } from './rates.js';
import { tracesLayout } from './traces.js';

export * from './accounts.js';
export * from './checkbooks.js';
export * from './credit-letters.js';
export * from './loans.js';
export * from './rates.js';
export * from './traces.js';

/** Every exportable table, by the name `POST exports` takes (ADR 0035). */
export const exportLayouts: Readonly<Record<string, AnyLayout>> = Object.fromEntries(
  [
    accountBalanceLayout,
    movementsLayout,
    statementsLayout,
    accountChangesLayout,
    checksNotIssuedLayout,
    totalDebtLayout,
    loanScheduleLayout,
    rateHistoryLayout,
    ratesInForceLayout,
    discrepancyLayout,
    statisticLayout,
    summaryLayout,
    currentCategoryLayout,
    expirationLayout,
    paymentObligationsLayout,
    acdpObligationsLayout,
    tracesLayout,
  ].map((layout) => [layout.key, layout as AnyLayout]),
);
