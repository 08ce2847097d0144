export const common = {
  bank: { name: 'Banco Nacional Demo' },
  product: { name: 'BEL · Banca en Línea', short: 'BEL' },
  demoNotice: 'Entorno de demostración: todos los datos son ficticios.',
  language: { label: 'Idioma', es: 'Español', en: 'English' },
  actions: { ok: 'OK', close: 'Cerrar', reload: 'Recargar página' },
  loading: 'Cargando…',
  toast: { close: 'Cerrar aviso' },
  crash: {
    title: 'Algo salió mal',
    text: 'La pantalla no pudo mostrarse. Recargue la página; si el problema continúa, contacte con el banco.',
  },
  notFound: { title: 'Página no encontrada', back: 'Ir al inicio' },
};
