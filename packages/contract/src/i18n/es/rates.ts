export const rates = {
  title: 'Histórico de tasas',
  detailsTitle: 'Detalles de la tasa',
  columns: { currency: 'Moneda', buy: 'Compra', sell: 'Venta', date: 'Fecha', hour: 'Hora' },
};
