import { lazy } from 'react';
import { View } from '@bel/contract';
import { HomeMainView } from './home-main-view';
import type { ViewRegistry } from '../lib/views';

/**
 * Every screen the shell can host, by view key. A new screen is one line here plus its
 * catalogue entries; each is loaded only when first opened (main ships with the shell).
 */
export const viewRegistry: ViewRegistry = {
  [View.main]: { component: HomeMainView, entitlement: false },
  [View.accountBalance]: { component: lazy(() => import('#features/accounts').then((m) => ({ default: m.AccountBalanceView }))) },
  [View.accountMovements]: { component: lazy(() => import('#features/movements').then((m) => ({ default: m.MovementsView }))) },
  [View.accountStatements]: { component: lazy(() => import('#features/statements').then((m) => ({ default: m.StatementsView }))) },
  [View.accountChanges]: { component: lazy(() => import('#features/account-changes').then((m) => ({ default: m.AccountChangesView }))) },
  [View.loanTotalDebt]: { component: lazy(() => import('#features/loans').then((m) => ({ default: m.TotalDebtView }))) },
  [View.loanSchedule]: { component: lazy(() => import('#features/loans').then((m) => ({ default: m.ScheduleView }))) },
  [View.lcDiscrepancy]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.DiscrepancyView }))) },
  [View.lcStatistic]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.StatisticView }))) },
  [View.lcSummary]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.SummaryView }))) },
  [View.lcCurrentCategory]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.CurrentCategoryView }))) },
  [View.lcExpiration]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.ExpirationView }))) },
  [View.lcPaymentObligationsAcdp]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.AcdpObligationsView }))) },
  [View.lcPaymentObligations]: { component: lazy(() => import('#features/credit-letters').then((m) => ({ default: m.PaymentObligationsView }))) },
  [View.checksNotIssued]: { component: lazy(() => import('#features/checkbooks').then((m) => ({ default: m.ChecksNotIssuedView }))) },
  [View.lcAmendment]: { component: lazy(() => import('#features/lc-amendments').then((m) => ({ default: m.LcAmendmentsView }))) },
  [View.checkbookRequests]: { component: lazy(() => import('#features/checkbook-requests').then((m) => ({ default: m.CheckbookRequestsView }))) },
  [View.transfers]: { component: lazy(() => import('#features/transfers').then((m) => ({ default: m.TransfersView }))) },
  [View.transferBatches]: { component: lazy(() => import('#features/transfers').then((m) => ({ default: m.TransferBatchesView }))) },
  [View.documentShipments]: { component: lazy(() => import('#features/document-shipments').then((m) => ({ default: m.DocumentShipmentsView }))) },
  [View.liquidityLetters]: { component: lazy(() => import('#features/liquidity-letters').then((m) => ({ default: m.LiquidityLettersView }))) },
  [View.signatureInbox]: { component: lazy(() => import('#features/signature-inbox').then((m) => ({ default: m.SignatureInboxView }))) },
  [View.traces]: { component: lazy(() => import('#features/traces').then((m) => ({ default: m.TracesView }))) },
  [View.rateHistory]: { component: lazy(() => import('#features/rates').then((m) => ({ default: m.RateHistoryView }))) },
};
