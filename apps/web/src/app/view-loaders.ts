import type { ComponentType } from 'react';
import { View } from '@bel/contract';
import type { ViewProps } from '../lib/views';

type ViewComponent = ComponentType<ViewProps>;

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

export const LAZY_VIEW_KEYS: readonly string[] = Object.keys(loaders);

const loading = new Map<string, Promise<ViewComponent>>();

/**
 * A lazy view's code, loaded once: the start of the full app asks for the address's view while
 * the shell loads, and the shell's lazy component then gets the same promise (ADR 0052).
 * A failed load is forgotten, so the next attempt asks again. `undefined` for no such view.
 */
export function loadView(viewKey: string): Promise<ViewComponent> | undefined {
  const loader = Object.hasOwn(loaders, viewKey) ? loaders[viewKey] : undefined;
  if (!loader) return undefined;
  let promise = loading.get(viewKey);
  if (!promise) {
    promise = loader();
    promise.catch(() => loading.delete(viewKey));
    loading.set(viewKey, promise);
  }
  return promise;
}
