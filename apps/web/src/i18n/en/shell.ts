import type { shell as es } from '../es/shell';
import type { CatalogueShape } from '../shape';

export const shell: CatalogueShape<typeof es> = {
  skipToContent: 'Skip to content',
  welcome: 'Welcome, {{name}}',
  lastConnection: 'Last connection: {{date}}',
  firstConnection: 'First connection',
  userMenu: { label: 'User menu', logout: 'Log out' },
  drawer: {
    label: 'Main menu',
    open: 'Open menu',
    close: 'Close menu',
    expand: 'Expand side menu',
    collapse: 'Collapse side menu',
    loading: 'Loading menu',
    empty: 'No menu options are available.',
  },
  menu: {
    accounts: 'Accounts',
    account_balance: 'Account balance',
  },
  tab: {
    main: 'Home',
    accounts: 'Accounts',
    account_balance: 'Account balance',
  },
  tabs: {
    label: 'Open tabs',
    close: 'Close tab {{title}}',
    home: 'Go to the home tab',
  },
  systemDate: {
    label: 'System date: {{date}}',
    tooltip: 'Last working day: {{last}} · Next working day: {{next}}',
  },
  footer: '© {{year}} Banco Nacional Demo. All rights reserved.',
  view: {
    loading: 'Loading module',
    noPermission: 'You do not have permission to access this module',
    notFound: 'The requested module does not exist.',
  },
  main: {
    title: 'Welcome to BEL · Online Banking',
    text: 'Use the side menu to query your accounts; each query opens in its own tab. Open tabs are kept for as long as your session lasts.',
    systemDate: 'System date',
    lastWorkingDate: 'Last working day',
    nextWorkingDate: 'Next working day',
  },
};
