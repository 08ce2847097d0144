import type { checkbooks as es } from '../es/checkbooks';
import type { CatalogueShape } from '../shape';

export const checkbooks: CatalogueShape<typeof es> = {
  title: 'Checkbooks not issued by the bank',
  detailsTitle: 'Request details',
  columns: {
    account: 'Account',
    holder: 'Holder',
    currency: 'Currency',
    status: 'Status',
    type: 'Check type',
    requested: 'Requested',
    approved: 'Approved',
    printed: 'Printed',
    destination: 'Destination',
    checkbooks: 'Checkbooks',
    covers: 'Covers',
    rm: 'RM',
  },
  checkType: {
    standard: 'Standard check',
    certified: 'Certified check',
    payroll: 'Payroll check',
    foreignCurrency: 'Foreign-currency check',
  },
};
