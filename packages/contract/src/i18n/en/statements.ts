import type { statements as es } from '../es/statements';
import type { CatalogueShape } from '../shape';

export const statements: CatalogueShape<typeof es> = {
  title: 'Account statements',
  detailsTitle: 'Statement details',
  group: 'Account {{account}}',
  columns: {
    account: 'Account',
    number: 'Number',
    frequency: 'Frequency',
    date: 'Date',
    movements: 'With movements',
    closing: 'Closing balance',
  },
  frequency: {
    BSN: 'Daily',
    WEE: 'Weekly',
    TWM: 'Fortnightly',
    M01: 'Monthly',
    M02: 'Every 2 months',
    M03: 'Every 3 months',
    M04: 'Every 4 months',
    M05: 'Every 5 months',
    M06: 'Every 6 months',
    M07: 'Every 7 months',
    M08: 'Every 8 months',
    M09: 'Every 9 months',
    M10: 'Every 10 months',
    M11: 'Every 11 months',
    M12: 'Yearly',
  },
  yes: 'Yes',
  no: 'No',
  download: 'Download statement',
  downloadSelected: 'Download selected ({{count}})',
  formats: { pdf: 'PDF', txt: 'TXT', xml: 'XML' },
};
