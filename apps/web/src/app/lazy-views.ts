import { View } from '@bel/contract';
import type { ViewComponent, ViewRegistration } from '../lib/views';
import { lazyComponent } from '../lib/lazy-component';

/** The code of every screen but `main`, by view key; each loads only when first needed. */
const loaders: Readonly<Record<string, () => Promise<ViewComponent>>> = {
  [View.accountBalance]: () => import('#features/accounts').then((m) => m.AccountBalanceView),
  [View.accountMovements]: () => import('#features/movements').then((m) => m.MovementsView),
  [View.accountStatements]: () => import('#features/statements').then((m) => m.StatementsView),
  [View.accountChanges]: () => import('#features/account-changes').then((m) => m.AccountChangesView),
  [View.loanTotalDebt]: () => import('#features/loans').then((m) => m.TotalDebtView),
  [View.loanSchedule]: () => import('#features/loans').then((m) => m.ScheduleView),
  [View.lcDiscrepancy]: () => import('#features/credit-letters').then((m) => m.DiscrepancyView),
  [View.lcStatistic]: () => import('#features/credit-letters').then((m) => m.StatisticView),
  [View.lcSummary]: () => import('#features/credit-letters').then((m) => m.SummaryView),
  [View.lcCurrentCategory]: () => import('#features/credit-letters').then((m) => m.CurrentCategoryView),
  [View.lcExpiration]: () => import('#features/credit-letters').then((m) => m.ExpirationView),
  [View.lcPaymentObligationsAcdp]: () => import('#features/credit-letters').then((m) => m.AcdpObligationsView),
  [View.lcPaymentObligations]: () => import('#features/credit-letters').then((m) => m.PaymentObligationsView),
  [View.checksNotIssued]: () => import('#features/checkbooks').then((m) => m.ChecksNotIssuedView),
  [View.lcAmendment]: () => import('#features/lc-amendments').then((m) => m.LcAmendmentsView),
  [View.checkbookRequests]: () => import('#features/checkbook-requests').then((m) => m.CheckbookRequestsView),
  [View.transfers]: () => import('#features/transfers').then((m) => m.TransfersView),
  [View.transferBatches]: () => import('#features/transfers').then((m) => m.TransferBatchesView),
  [View.documentShipments]: () => import('#features/document-shipments').then((m) => m.DocumentShipmentsView),
  [View.liquidityLetters]: () => import('#features/liquidity-letters').then((m) => m.LiquidityLettersView),
  [View.signatureInbox]: () => import('#features/signature-inbox').then((m) => m.SignatureInboxView),
  [View.traces]: () => import('#features/traces').then((m) => m.TracesView),
  [View.rateHistory]: () => import('#features/rates').then((m) => m.RateHistoryView),
};

/**
 * Every screen but `main`, each a component whose code loads once, when first shown or earlier:
 * the full app's start asks for the address's view while the shell loads, and the menu for the
 * view it opens (ADR 0052). A failed load is tried again on the next such request. A view that
 * names its first data (its component's `prefetch`, ADR 0072) has it asked for from the same
 * module: the browser keeps one copy of a module, so the second import is the first's.
 */
export const lazyViews: Readonly<Record<string, ViewRegistration>> = Object.fromEntries(
  Object.entries(loaders).map(([viewKey, load]) => [viewKey, { component: lazyComponent(load), prefetch: () => load().then((component) => component.prefetch) }]),
);
