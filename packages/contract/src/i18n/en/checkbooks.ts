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
  /** By `tipo_cheque_id` (the contract's CHECK_TYPES), for the query and the checkbook requests alike. */
  checkType: {
    1: 'Standard check',
    2: 'Certified check',
    3: 'Payroll check',
    4: 'Foreign-currency check',
  },
};
