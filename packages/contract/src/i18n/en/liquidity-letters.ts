import type { liquidityLetters as es, liquidityLetterCodes as esCodes } from '../es/liquidity-letters';
import type { CatalogueShape } from '../shape';

export const liquidityLetters: CatalogueShape<typeof es> = {
  title: 'Liquidity Backing Letters',
  columns: {
    registered: 'Registered',
    issued: 'Issued',
    reference: 'Reference',
    authorization: 'Authorization',
    facility: 'Facility',
    account: 'Account',
    status: 'Status',
  },
  fields: {
    facility: 'Facility (liquidity support)',
    amount: 'Amount in the account’s currency',
    reference: 'Organism reference',
  },
  bank: {
    title: 'The bank’s answer',
    amount: 'Amount: {{amount}} {{currency}}',
    authorization: 'Authorization: {{code}}',
    issued: 'Issued on {{date}}',
    ready: 'Ready to collect since {{date}}',
    collected: 'Collected on {{date}}',
    waiting: 'The bank decides on the next working day.',
  },
  states: {
    0: 'New',
    1: 'Pending',
    2: 'Awaiting signature',
    3: 'Processing',
    4: 'Authorized',
    5: 'Rejected',
    6: 'Deleted',
    7: 'Ready to collect',
    8: 'Collected',
  },
};

export const liquidityLetterCodes: CatalogueShape<typeof esCodes> = {
  'request.liquidity.facilityRequired': 'Choose the facility.',
  'request.liquidity.accountRequired': 'Choose the debit account.',
  'request.liquidity.amountRequired': 'Type the amount.',
  'request.liquidity.amountInvalid': 'Type an amount above zero, with up to 12 whole digits and 2 decimals.',
  'request.liquidity.referenceRequired': 'Type the organism’s reference.',
  'request.liquidity.referenceInvalid': 'The reference has 3 to 30 letters, digits, dashes, slashes or dots (for example PX-00412).',
  'liquidity.rejected.funds': 'The account’s available balance does not cover the amount.',
  'liquidity.rejected.facility': 'The reference is a letter of credit under another liquidity-support facility.',
  'msg.warning.liquidityListEmpty': 'There are no liquidity backing letters.',
};
