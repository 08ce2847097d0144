import type { rates as es } from '../es/rates';
import type { CatalogueShape } from '../shape';

export const rates: CatalogueShape<typeof es> = {
  title: 'Rate history',
  detailsTitle: 'Rate details',
  columns: { currency: 'Currency', buy: 'Buy', sell: 'Sell', date: 'Date', hour: 'Time' },
};
