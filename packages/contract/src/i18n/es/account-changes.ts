export const accountChanges = {
  title: 'Información de cambio de cuentas',
  detailsTitle: 'Detalles del cambio',
  columns: {
    origin: 'Cuenta origen',
    originCurrency: 'Moneda origen',
    next: 'Cuenta nueva',
    nextCurrency: 'Moneda nueva',
    holder: 'Titular',
  },
};
