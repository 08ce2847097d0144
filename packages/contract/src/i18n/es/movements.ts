export const movements = {
  title: 'Movimientos de cuenta',
  detailsTitle: 'Detalles del movimiento',
  columns: {
    bookingDate: 'Fecha contable',
    valueDate: 'Fecha valor',
    reference: 'Referencia',
    narrative: 'Descripción',
    amount: 'Importe',
    balance: 'Saldo',
  },
  fields: { account: 'Cuenta', currency: 'Moneda', balance: 'Saldo', period: 'Período' },
  periodRange: '{{from}} - {{to}}',
  cards: { open: 'Saldo inicial', final: 'Saldo final' },
  total: {
    label: 'TOTAL',
    text_one: '{{count}} movimiento',
    text_other: '{{count}} movimientos',
    debits: 'Débitos',
    credits: 'Créditos',
    count: 'Movimientos',
  },
};
