import type { traces as es } from '../es/traces';
import type { CatalogueShape } from '../shape';

export const traces: CatalogueShape<typeof es> = {
  title: 'Traces',
  detailsTitle: 'Trace details',
  fields: { username: 'User' },
  columns: { user: 'User', name: 'Name', operation: 'Operation', date: 'Date', ip: 'IP' },
  details: { firstSurname: 'First surname', secondSurname: 'Second surname', externalId: 'External trace ID', description: 'Description' },
  operations: {
    auth: {
      signIn: 'Signed in',
      credentialsAccepted: 'Credentials accepted (PIN pending)',
      signInFailed: 'Failed sign-in',
      locked: 'User locked',
      signOut: 'Signed out',
      recovery: 'Identity verified to recover the password',
      recoveryFailed: 'Failed password recovery',
      passwordChanged: 'Password changed',
      passwordChangeFailed: 'Failed password change',
      photoChanged: 'Profile photo changed',
      signingPinFailed: 'Wrong signing PIN',
    },
    bank: { accountHolders: 'Account holders looked up', scheduledRun: 'Scheduled run by the bank' },
  },
  requestOperation: '{{type}}: {{action}}',
  requestTypes: { checkbook: 'Checkbook request' },
  requestActions: {
    create: 'created',
    save: 'modified',
    sendToSign: 'sent to sign',
    sign: 'signed',
    authorizeAndSend: 'authorised and sent',
    reverse: 'rejected',
    delete: 'deleted',
    cancel: 'cancelled',
  },
};
