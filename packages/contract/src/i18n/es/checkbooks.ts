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
  /** By `tipo_cheque_id` (the contract's CHECK_TYPES), for the query and the checkbook requests alike. */
  checkType: {
    1: 'Cheque normal',
    2: 'Cheque certificado',
    3: 'Cheque de nómina',
    4: 'Cheque en divisas',
  },
};
