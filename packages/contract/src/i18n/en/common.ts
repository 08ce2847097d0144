import type { common as es } from '../es/common';
import type { CatalogueShape } from '../shape';

export const common: CatalogueShape<typeof es> = {
  bank: { name: 'Banco Nacional Demo' },
  product: { name: 'BEL · Online Banking', short: 'BEL', tagline: 'Online Banking' },
  demoNotice: 'Demo environment: all data is fictitious.',
  language: { label: 'Language', es: 'Español', en: 'English' },
  actions: { ok: 'OK', close: 'Close', reload: 'Reload page' },
  loading: 'Loading…',
  toast: { close: 'Close notice' },
  crash: {
    title: 'Something went wrong',
    text: 'This screen could not be shown. Reload the page; if the problem persists, contact the bank.',
  },
  notFound: { title: 'Page not found', back: 'Go to start' },
  passwordRules: {
    title: 'The password must have:',
    length: '8 to 20 characters',
    digit: 'A digit',
    lower: 'A lower-case letter',
    upper: 'An upper-case letter',
    symbol: 'One of these symbols: ~ ! @ # $ % ^ & * . + - _',
    characters: 'Only unaccented letters, digits and those symbols',
    met: '(done)',
    notMet: '(missing)',
  },
};
