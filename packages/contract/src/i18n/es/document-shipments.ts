/** Document shipments (doc 2 §2, §4). States by the machine's codes (contract: documentShipmentMachine). */
export const documentShipments = {
  title: 'Envío de documentos',
  columns: {
    modified: 'Última modificación',
    type: 'Tipo de documento',
    details: 'Detalles',
    account: 'Cuenta',
    status: 'Estado',
  },
  fields: {
    type: 'Tipo de documento',
    document: 'Documento PDF',
    details: 'Detalles',
  },
  form: {
    cancelled: 'Envío cancelado. Motivo:',
    sent: 'El envío recibió todas sus firmas y se envió al banco; su registro lo recibirá en breve.',
    received: 'El banco recibió el documento con el número de registro {{receipt}} el {{at}}.',
  },
  states: {
    0: 'Nuevo',
    1: 'Pendiente de firma',
    2: 'Enviado al banco',
    3: 'Cancelado',
    4: 'Eliminado',
    5: 'Recibido por el banco',
  },
  // By the bank's tipo_id (GET document-shipment/types); the bank's own name when one is missing.
  types: {
    1: 'Carta de instrucción',
    2: 'Factura comercial',
    3: 'Conocimiento de embarque',
    4: 'Certificado de origen',
    5: 'Póliza de seguro',
    6: 'Otro documento',
  },
};

/** The shipment form's codes (contract: DocumentShipmentError) and spec §8's shipment messages. */
export const documentShipmentCodes = {
  'request.document.typeRequired': 'Seleccione el tipo de documento.',
  'request.document.accountRequired': 'Seleccione la cuenta.',
  'request.document.subjectRequired': 'Escriba los detalles del envío.',
  'request.document.subjectTooLong': 'Los detalles admiten como máximo 1000 caracteres.',
  'request.document.fileRequired': 'Adjunte el documento en PDF.',
  'request.document.tooLarge': 'El archivo supera el tamaño máximo de 2 MB.',
  'request.document.notPdf': 'El archivo no es un PDF válido.',
  'msg.warning.shipmentListEmpty': 'No hay envíos de documentos.',
  'msg.error.noAuthSend': 'No se pudo autorizar el envío del documento.',
  'msg.error.noDeletedEnvio': 'No se pudo eliminar el envío del documento.',
  'msg.error.noReversedEnvio': 'No se pudo cancelar el envío del documento.',
};
