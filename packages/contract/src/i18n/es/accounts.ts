export const accounts = {
  balance: {
    title: 'Saldo de cuentas',
    detailsTitle: 'Detalles de la cuenta',
    columns: {
      account: 'Cuenta',
      holder: 'Titular',
      currency: 'Moneda',
      current: 'Saldo contable',
      available: 'Saldo disponible',
    },
  },
};
