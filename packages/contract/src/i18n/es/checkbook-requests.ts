/** Checkbook requests (doc 2 §2, §4). States by the machine's codes (contract: checkbookMachine). */
export const checkbookRequests = {
  title: 'Solicitudes de chequeras',
  columns: {
    account: 'Cuenta',
    status: 'Estado',
    negotiator: 'Negociador',
    modified: 'Última modificación',
  },
  fields: {
    destination: 'Destino (sucursal)',
    type: 'Tipo de cheque',
    checkbooks: 'Chequeras',
    covers: 'Cubiertas',
    rm: 'RM',
  },
  states: {
    0: 'Nueva',
    1: 'Pendiente',
    2: 'Pendiente a firmar',
    3: 'Enviada al banco',
    5: 'Rechazada',
    6: 'Eliminada',
  },
};

/** The checkbook form's codes (contract: checkbookFields) and spec §8's checkbook messages. */
export const checkbookRequestCodes = {
  'request.checkbook.accountRequired': 'Seleccione la cuenta.',
  'request.checkbook.destinationRequired': 'Seleccione la sucursal de destino.',
  'request.checkbook.typeRequired': 'Seleccione el tipo de cheque.',
  'request.checkbook.countInvalid': 'Escriba un número entero entre 0 y 999.',
  'request.checkbook.countRequired': 'Pida al menos una chequera, cubierta o RM.',
  'msg.warning.checkbookListEmpty': 'No hay solicitudes de chequeras.',
  'msg.error.checkbookRejected': 'No se pudo rechazar la solicitud de chequera.',
};
