/** Liquidity letters (doc 2 §2, §4; ADR 0025). States by the machine's codes (contract: liquidityLetterMachine). */
export const liquidityLetters = {
  title: 'Cartas de Respaldo de Liquidez',
  columns: {
    registered: 'Fecha de registro',
    issued: 'Fecha de emisión',
    reference: 'Referencia',
    authorization: 'Autorización',
    facility: 'Facilidad',
    account: 'Cuenta',
    status: 'Estado',
  },
  fields: {
    facility: 'Facilidad (respaldo de liquidez)',
    amount: 'Importe en la moneda de la cuenta',
    reference: 'Referencia del organismo',
  },
  bank: {
    title: 'Respuesta del banco',
    amount: 'Importe: {{amount}} {{currency}}',
    authorization: 'Autorización: {{code}}',
    issued: 'Emitida el {{date}}',
    ready: 'Lista para recoger desde el {{date}}',
    collected: 'Recogida el {{date}}',
    waiting: 'El banco decidirá el próximo día hábil.',
  },
  states: {
    0: 'Nueva',
    1: 'Pendiente',
    2: 'Pendiente a firmar',
    3: 'Procesando',
    4: 'Autorizado',
    5: 'Rechazado',
    6: 'Eliminado',
    7: 'Listo para recoger',
    8: 'Recogido',
  },
};

/** The letter form's codes (contract: LiquidityLetterError) and the bank's rejection reasons. */
export const liquidityLetterCodes = {
  'request.liquidity.facilityRequired': 'Seleccione la facilidad.',
  'request.liquidity.accountRequired': 'Seleccione la cuenta de débito.',
  'request.liquidity.amountRequired': 'Escriba el importe.',
  'request.liquidity.amountInvalid': 'Escriba un importe mayor que cero, con hasta 12 cifras enteras y 2 decimales.',
  'request.liquidity.referenceRequired': 'Escriba la referencia del organismo.',
  'request.liquidity.referenceInvalid': 'La referencia tiene de 3 a 30 letras, números, guiones, barras o puntos (por ejemplo PX-00412).',
  'liquidity.rejected.funds': 'El saldo disponible de la cuenta no cubre el importe.',
  'liquidity.rejected.facility': 'La referencia corresponde a una carta de crédito con otra facilidad de respaldo.',
  'msg.warning.liquidityListEmpty': 'No hay cartas de respaldo de liquidez.',
};
