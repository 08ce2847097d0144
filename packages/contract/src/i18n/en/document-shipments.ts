import type { documentShipments as es, documentShipmentCodes as esCodes } from '../es/document-shipments';
import type { CatalogueShape } from '../shape';

export const documentShipments: CatalogueShape<typeof es> = {
  title: 'Document shipments',
  columns: {
    modified: 'Last modified',
    type: 'Document type',
    details: 'Details',
    account: 'Account',
    status: 'Status',
  },
  fields: {
    type: 'Document type',
    document: 'PDF document',
    details: 'Details',
  },
  form: {
    cancelled: 'Shipment cancelled. Reason:',
    sent: 'The shipment has every signature and was sent to the bank; its registry will receive it shortly.',
    received: 'The bank received the document with registry number {{receipt}} on {{at}}.',
  },
  states: {
    0: 'New',
    1: 'Awaiting signature',
    2: 'Sent to the bank',
    3: 'Cancelled',
    4: 'Deleted',
    5: 'Received by the bank',
  },
  types: {
    1: 'Letter of instruction',
    2: 'Commercial invoice',
    3: 'Bill of lading',
    4: 'Certificate of origin',
    5: 'Insurance policy',
    6: 'Other document',
  },
};

export const documentShipmentCodes: CatalogueShape<typeof esCodes> = {
  'request.document.typeRequired': 'Choose the document type.',
  'request.document.accountRequired': 'Choose the account.',
  'request.document.subjectRequired': 'Write the shipment’s details.',
  'request.document.subjectTooLong': 'The details take at most 1000 characters.',
  'request.document.fileRequired': 'Attach the document as a PDF.',
  'request.document.tooLarge': 'The file is larger than the 2 MB allowed.',
  'request.document.notPdf': 'The file is not a valid PDF.',
  'msg.warning.shipmentListEmpty': 'There are no document shipments.',
  'msg.error.noAuthSend': 'The shipment could not be authorized.',
  'msg.error.noDeletedEnvio': 'The shipment could not be deleted.',
  'msg.error.noReversedEnvio': 'The shipment could not be cancelled.',
};
