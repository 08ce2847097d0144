import type { loans as es } from '../es/loans';
import type { CatalogueShape } from '../shape';

export const loans: CatalogueShape<typeof es> = {
  totalDebt: { title: 'Total debt', detailsTitle: 'Loan details' },
  schedule: { title: 'Amortization schedule and balances', detailsTitle: 'Instalment details' },
  fields: { debtContract: 'Contract number', loanContract: 'Contract number' },
  columns: {
    loan: 'Loan',
    customer: 'Customer',
    currency: 'Currency',
    valueDate: 'Value date',
    maturity: 'Maturity',
    principal: 'Principal',
    rate: 'Interest rate (%)',
    interest: 'Interest',
    totalPrincipal: 'Principal owed',
    totalInterest: 'Interest owed',
    date: 'Date',
    overdue: 'Overdue',
    amountDue: 'Amount due',
    charges: 'Charges',
    outstanding: 'Outstanding balance',
  },
  header: {
    title: 'Contract {{id}}',
    customer: 'Customer',
    jointHolder: 'Joint holder',
    status: 'Status',
    overdueStatus: 'Overdue status',
    valueDate: 'Value date',
    maturity: 'Maturity',
    rate: 'Current rate',
    currency: 'Currency',
    amount: 'Amount',
  },
  chart: {
    title: 'Outstanding balance',
    description: 'Outstanding balance from {{from}} to {{to}}: from {{start}} to {{end}} {{currency}}.',
  },
  yes: 'Yes',
  no: 'No',
};
