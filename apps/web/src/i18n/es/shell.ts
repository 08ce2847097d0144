export const shell = {
  skipToContent: 'Saltar al contenido',
  welcome: 'Bienvenido(a), {{name}}',
  lastConnection: 'Última conexión: {{date}}',
  firstConnection: 'Primera conexión',
  userMenu: { label: 'Menú de usuario', logout: 'Cerrar sesión' },
  drawer: {
    label: 'Menú principal',
    open: 'Abrir menú',
    close: 'Cerrar menú',
    expand: 'Expandir menú lateral',
    collapse: 'Contraer menú lateral',
    loading: 'Cargando menú',
    empty: 'No hay opciones de menú disponibles.',
  },
  // Labels of the server's menu entries by their `text`; the server's `nombre` is the fallback.
  menu: {
    accounts: 'Cuentas',
    account_balance: 'Saldo de cuentas',
  },
  // Tab titles by the menu entry's `text`.
  tab: {
    main: 'Inicio',
    accounts: 'Cuentas',
    account_balance: 'Saldo de cuentas',
  },
  tabs: {
    label: 'Pestañas abiertas',
    close: 'Cerrar pestaña {{title}}',
    home: 'Ir a la pestaña de inicio',
  },
  systemDate: {
    label: 'Fecha del sistema: {{date}}',
    tooltip: 'Último día hábil: {{last}} · Próximo día hábil: {{next}}',
  },
  footer: '© {{year}} Banco Nacional Demo. Todos los derechos reservados.',
  view: {
    loading: 'Cargando módulo',
    noPermission: 'No tiene permiso para acceder al módulo',
    notFound: 'El módulo solicitado no existe.',
  },
  main: {
    title: 'Bienvenido(a) a BEL · Banca en Línea',
    text: 'Desde el menú lateral puede consultar sus cuentas y abrir cada consulta en una pestaña. Las pestañas abiertas se mantienen mientras dure su sesión.',
    systemDate: 'Fecha del sistema',
    lastWorkingDate: 'Último día hábil',
    nextWorkingDate: 'Próximo día hábil',
  },
};
