import type { accountEndpoints, AccountInfo, Movement, MovementsResult } from '../../accounts.js';
import { routes } from '../../routes.js';
import type { DataOf } from '../../endpoint.js';
import { View } from '../../views.js';
import { amountColumn, dateColumn, numberColumn, textColumn } from '../columns.js';
import { formatAmount, formatYmd } from '../format.js';
import { bodyQuery, type BodyOut, type ViewLayout } from '../layout.js';

// The accounts' query views (spec §2): balance, movements, statements, account changes.

/** Account balance: no form; the screen's accounts, their balances (accounts/getInfo). */
export const accountBalanceLayout: ViewLayout<readonly AccountInfo[], AccountInfo, { cuentas: string[] }> = {
  key: View.accountBalance,
  view: View.accountBalance,
  title: 'accounts:balance.title',
  input: routes.accounts.getInfo,
  query: bodyQuery(routes.accounts.getInfo),
  rows: (answer) => answer,
  columns: () => [
    textColumn('account', 'accounts:balance.columns.account', (row) => row.CUENTA),
    textColumn('holder', 'accounts:balance.columns.holder', (row) => row.TITULAR),
    textColumn('currency', 'accounts:balance.columns.currency', (row) => row.MONEDA),
    amountColumn('current', 'accounts:balance.columns.current', (row) => row.CONTABLE),
    amountColumn('available', 'accounts:balance.columns.available', (row) => row.DISPONIBLE),
  ],
};

/** The gateway sends debits absolute; the screen and the files show them with a minus sign. */
export const negateAmount = (amount: string) => (/^0(\.0+)?$/.test(amount) ? amount : `-${amount}`);

const balanceCard = (title: string, answer: MovementsResult, balance: string, t: (key: string) => string) => ({
  title,
  fields: [
    { label: t('movements:fields.account'), value: answer.CUENTA },
    { label: t('movements:fields.currency'), value: answer.CURRENCY },
    { label: t('movements:fields.balance'), value: balance, kind: 'amount' as const },
  ],
});

/** Account movements: one account, at most 30 days; balances and totals from the ledger. */
export const movementsLayout: ViewLayout<MovementsResult, Movement, BodyOut<typeof accountEndpoints.getMovements>> = {
  key: View.accountMovements,
  view: View.accountMovements,
  title: 'movements:title',
  input: routes.accounts.getMovements,
  query: bodyQuery(routes.accounts.getMovements),
  rows: (answer) => answer.movements,
  columns: () => [
    dateColumn('bookingDate', 'movements:columns.bookingDate', (row) => row.BOOKING_DATE),
    dateColumn('valueDate', 'movements:columns.valueDate', (row) => row.VALUE_DATE),
    textColumn('reference', 'movements:columns.reference', (row) => row.TRANS_REFERENCE),
    textColumn('narrative', 'movements:columns.narrative', (row) => row.NARRATIVE),
    amountColumn('amount', 'movements:columns.amount', (row) => row.AMOUNT_FCY),
    amountColumn('balance', 'movements:columns.balance', (row) => row.BALANCE),
  ],
  cards: (answer, t) => [balanceCard(t('movements:cards.open'), answer, answer.OPEN_BALANCE, t), balanceCard(t('movements:cards.final'), answer, answer.FINAL_BALANCE, t)],
  header: (answer, t) => [
    { label: t('movements:fields.account'), value: answer.CUENTA },
    { label: t('movements:fields.currency'), value: answer.CURRENCY },
    { label: t('movements:fields.period'), value: t('movements:periodRange', { from: formatYmd(answer.movements[0]?.BOOKING_DATE), to: formatYmd(answer.movements.at(-1)?.BOOKING_DATE) }) },
    { label: t('movements:cards.open'), value: formatAmount(answer.OPEN_BALANCE) },
    { label: t('movements:cards.final'), value: formatAmount(answer.FINAL_BALANCE) },
    { label: t('movements:total.debits'), value: formatAmount(negateAmount(answer.TOTAL.DEBITS)) },
    { label: t('movements:total.credits'), value: formatAmount(answer.TOTAL.CREDITS) },
    { label: t('movements:total.count'), value: String(answer.TOTAL.COUNT) },
  ],
};

type StatementRow = DataOf<typeof accountEndpoints.getStatements>[number];

/** Account statements: accounts and dates, grouped by account. */
export const statementsLayout: ViewLayout<StatementRow[], StatementRow, BodyOut<typeof accountEndpoints.getStatements>> = {
  key: View.accountStatements,
  view: View.accountStatements,
  title: 'statements:title',
  input: routes.accounts.getStatements,
  query: bodyQuery(routes.accounts.getStatements),
  rows: (answer) => answer,
  groupBy: (t) => ({ key: (row) => row.cuenta, label: (row) => t('statements:group', { account: row.cuenta }) }),
  columns: (t) => [
    textColumn('account', 'statements:columns.account', (row) => row.cuenta),
    numberColumn('number', 'statements:columns.number', (row) => row.num_estadocuenta),
    textColumn('frequency', 'statements:columns.frequency', (row) => row.frecuencia, (code) => t(`statements:frequency.${String(code)}`)),
    dateColumn('date', 'statements:columns.date', (row) => row.fecha),
    textColumn('movements', 'statements:columns.movements', (row) => row.si_no_movimiento, (flag) => t(flag === 'Y' ? 'statements:yes' : 'statements:no')),
    amountColumn('closing', 'statements:columns.closing', (row) => row.balance_cierre),
  ],
};

type ChangeRow = DataOf<typeof accountEndpoints.getAccountChanges>[number];

/** Account changes of the 2021 monetary unification. */
export const accountChangesLayout: ViewLayout<ChangeRow[], ChangeRow, BodyOut<typeof accountEndpoints.getAccountChanges>> = {
  key: View.accountChanges,
  view: View.accountChanges,
  title: 'accountChanges:title',
  input: routes.accounts.getAccountChanges,
  query: bodyQuery(routes.accounts.getAccountChanges),
  rows: (answer) => answer,
  columns: () => [
    textColumn('origin', 'accountChanges:columns.origin', (row) => row.CUENTA_ORIGEN),
    textColumn('originCurrency', 'accountChanges:columns.originCurrency', (row) => row.MONEDA_ORIGEN),
    textColumn('next', 'accountChanges:columns.next', (row) => row.CUENTA_NUEVA),
    textColumn('nextCurrency', 'accountChanges:columns.nextCurrency', (row) => row.MONEDA_NUEVA),
    textColumn('holder', 'accountChanges:columns.holder', (row) => row.TITULAR),
  ],
};

