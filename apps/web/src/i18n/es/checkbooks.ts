export const checkbooks = {
  title: 'Chequeras no emitidas por el banco',
  detailsTitle: 'Detalles de la solicitud',
  columns: {
    account: 'Cuenta',
    holder: 'Titular',
    currency: 'Moneda',
    status: 'Estado',
    type: 'Tipo de cheque',
    requested: 'Solicitada',
    approved: 'Aprobada',
    printed: 'Impresa',
    destination: 'Destino',
    checkbooks: 'Chequeras',
    covers: 'Cubiertas',
    rm: 'RM',
  },
  checkType: {
    standard: 'Cheque normal',
    certified: 'Cheque certificado',
    payroll: 'Cheque de nómina',
    foreignCurrency: 'Cheque en divisas',
  },
};
