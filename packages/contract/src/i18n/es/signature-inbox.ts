/** Ours: every request awaiting the signed-in signer's signature, of any type. */
export const signatureInbox = {
  title: 'Pendientes de mi firma',
  columns: {
    type: 'Tipo',
    reference: 'Referencia',
    account: 'Cuenta',
    amount: 'Importe',
    currency: 'Moneda',
    preparedBy: 'Preparada por',
    sent: 'Enviada a firmar',
    signatures: 'Firmas',
  },
  signatures: '{{received}} de {{required}}',
  open: 'Abrir para firmar',
  types: {
    checkbook: 'Solicitud de chequera',
    transfer: 'Transferencia',
    transferBatch: 'Transferencia múltiple',
    lcAmendment: 'Enmienda de carta de crédito',
    documentShipment: 'Envío de documento',
    liquidityLetter: 'Carta de respaldo de liquidez',
  },
};
