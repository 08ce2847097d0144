import type { checkbookRequests as es, checkbookRequestCodes as esCodes } from '../es/checkbook-requests';
import type { CatalogueShape } from '../shape';

export const checkbookRequests: CatalogueShape<typeof es> = {
  title: 'Checkbook requests',
  columns: {
    account: 'Account',
    status: 'Status',
    negotiator: 'Negotiator',
    modified: 'Last modified',
  },
  fields: {
    destination: 'Destination (branch)',
    type: 'Check type',
    checkbooks: 'Checkbooks',
    covers: 'Covers',
    rm: 'RM',
  },
  states: {
    0: 'New',
    1: 'Pending',
    2: 'Pending signature',
    3: 'Sent to the bank',
    5: 'Rejected',
    6: 'Deleted',
  },
};

export const checkbookRequestCodes: CatalogueShape<typeof esCodes> = {
  'request.checkbook.accountRequired': 'Choose the account.',
  'request.checkbook.destinationRequired': 'Choose the destination branch.',
  'request.checkbook.typeRequired': 'Choose the check type.',
  'request.checkbook.countInvalid': 'Type a whole number from 0 to 999.',
  'request.checkbook.countRequired': 'Ask for at least one checkbook, cover or RM.',
  'msg.warning.checkbookListEmpty': 'There are no checkbook requests.',
  'msg.error.checkbookRejected': 'The checkbook request could not be rejected.',
};
