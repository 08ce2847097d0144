/** The notifications bell and the home tab's list (spec §2). */
export const notifications = {
  bell: {
    label: 'Notificaciones',
    labelUnseen_one: 'Notificaciones: {{count}} sin ver',
    labelUnseen_other: 'Notificaciones: {{count}} sin ver',
    title: 'Notificaciones sin ver',
    empty: 'No hay notificaciones',
    showMore: 'Ver más',
    dismiss: 'Marcar como vista',
    dismissItem: 'Marcar como vista: {{message}}',
  },
  board: {
    title: 'Notificaciones',
    tabsLabel: 'Notificaciones por estado',
    notViewed: 'No vistas ({{count}})',
    viewed: 'Vistas ({{count}})',
    markSeen: 'Marcar como vista',
    markSeenItem: 'Marcar como vista: {{message}}',
    seen: 'Vista',
    emptyNotViewed: 'No tiene notificaciones sin ver.',
    emptyViewed: 'No tiene notificaciones vistas.',
    loading: 'Cargando notificaciones…',
    loadError: 'No se pudieron cargar las notificaciones.',
    retry: 'Reintentar',
    reference: 'Referencia: {{reference}}',
  },
  // By code: the gateway sends `notifications.<key>` and its parameters (ADR 0017).
  messages: {
    newAddress: 'Se inició sesión con su usuario desde una dirección nueva ({{ip}}) el {{at}}. Si no fue usted, cambie su contraseña y avise al banco.',
    statementReady: 'El estado de cuenta de la cuenta {{account}} al {{date}} está disponible.',
    instalmentDue: 'La cuota del préstamo {{contract}} por {{amount}} {{currency}} vence el {{date}}.',
    unknown: 'Tiene un aviso del banco.',
  },
  kinds: {
    newAddress: 'Seguridad',
    statementReady: 'Estados de cuenta',
    instalmentDue: 'Préstamos',
    unknown: 'Aviso',
  },
};
