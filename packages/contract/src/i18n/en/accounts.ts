import type { accounts as es } from '../es/accounts';
import type { CatalogueShape } from '../shape';

export const accounts: CatalogueShape<typeof es> = {
  balance: {
    title: 'Account balance',
    detailsTitle: 'Account details',
    columns: {
      account: 'Account',
      holder: 'Holder',
      currency: 'Currency',
      current: 'Current balance',
      available: 'Available balance',
    },
  },
};
