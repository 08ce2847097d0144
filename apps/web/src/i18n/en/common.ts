import type { common as es } from '../es/common';
import type { CatalogueShape } from '../shape';

export const common: CatalogueShape<typeof es> = {
  bank: { name: 'Banco Nacional Demo' },
  product: { name: 'BEL · Online Banking', short: 'BEL' },
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
};
