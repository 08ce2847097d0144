import type { query as es } from '../es/query';
import type { CatalogueShape } from '../shape';

export const query: CatalogueShape<typeof es> = {
  fields: {
    account: 'Account',
    accounts: 'Accounts',
    startDate: 'From date',
    endDate: 'To date',
    date: 'Date',
    currency: 'Currency',
  },
  allAccountsHint: 'If you choose none, all your accounts are queried.',
  loadingAccounts: 'Loading accounts…',
  noAccounts: 'No accounts',
  popup: { open: 'Open', close: 'Close', clear: 'Clear' },
  find: 'Find',
  back: 'Go back',
  expand: 'Show {{title}}',
  collapse: 'Hide {{title}}',
  export: {
    label: 'Export',
    pdf: 'PDF',
    xlsx: 'Excel',
    csv: 'CSV',
    running: 'Exporting {{format}}…',
    generatedAt: 'Generated',
    reference: 'Reference',
    pageOf: 'Page {{page}} of {{pages}}',
    caCertificate: 'Bank certificate',
    caHint: "Download the bank's root certificate to verify the digital signature of exported PDFs.",
  },
};
