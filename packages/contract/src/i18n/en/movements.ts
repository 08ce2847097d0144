import type { movements as es } from '../es/movements';
import type { CatalogueShape } from '../shape';

export const movements: CatalogueShape<typeof es> = {
  title: 'Account movements',
  detailsTitle: 'Movement details',
  columns: {
    bookingDate: 'Booking date',
    valueDate: 'Value date',
    reference: 'Reference',
    narrative: 'Narrative',
    amount: 'Amount',
    balance: 'Balance',
  },
  fields: { account: 'Account', currency: 'Currency', balance: 'Balance', period: 'Period' },
  periodRange: '{{from}} - {{to}}',
  cards: { open: 'Opening balance', final: 'Closing balance' },
  total: {
    label: 'TOTAL',
    text_one: '{{count}} movement',
    text_other: '{{count}} movements',
    debits: 'Debits',
    credits: 'Credits',
    count: 'Movements',
  },
};
