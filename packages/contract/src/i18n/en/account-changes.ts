import type { accountChanges as es } from '../es/account-changes';
import type { CatalogueShape } from '../shape';

export const accountChanges: CatalogueShape<typeof es> = {
  title: 'Account change information',
  detailsTitle: 'Change details',
  columns: {
    origin: 'Origin account',
    originCurrency: 'Origin currency',
    next: 'New account',
    nextCurrency: 'New currency',
    holder: 'Holder',
  },
};
