import type { signatureInbox as es } from '../es/signature-inbox';
import type { CatalogueShape } from '../shape';

export const signatureInbox: CatalogueShape<typeof es> = {
  title: 'Awaiting my signature',
  columns: {
    type: 'Type',
    reference: 'Reference',
    account: 'Account',
    amount: 'Amount',
    currency: 'Currency',
    preparedBy: 'Prepared by',
    sent: 'Sent to sign',
    signatures: 'Signatures',
  },
  signatures: '{{received}} of {{required}}',
  open: 'Open to sign',
  types: {
    checkbook: 'Checkbook request',
    transfer: 'Transfer',
    transferBatch: 'Multiple transfer',
    lcAmendment: 'Letter of credit amendment',
    documentShipment: 'Document shipment',
    liquidityLetter: 'Liquidity backing letter',
  },
};
