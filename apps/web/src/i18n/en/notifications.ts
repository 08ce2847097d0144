import type { notifications as es } from '../es/notifications';
import type { CatalogueShape } from '../shape';

export const notifications: CatalogueShape<typeof es> = {
  bell: {
    label: 'Notifications',
    labelUnseen_one: 'Notifications: {{count}} unseen',
    labelUnseen_other: 'Notifications: {{count}} unseen',
    title: 'Unseen notifications',
    empty: 'No notifications',
    showMore: 'Show more',
    dismiss: 'Mark as seen',
    dismissItem: 'Mark as seen: {{message}}',
  },
  board: {
    title: 'Notifications',
    tabsLabel: 'Notifications by status',
    notViewed: 'Not viewed ({{count}})',
    viewed: 'Viewed ({{count}})',
    markSeen: 'Mark as seen',
    markSeenItem: 'Mark as seen: {{message}}',
    seen: 'Seen',
    emptyNotViewed: 'You have no unseen notifications.',
    emptyViewed: 'You have no viewed notifications.',
    loading: 'Loading notifications…',
    loadError: 'The notifications could not be loaded.',
    retry: 'Try again',
    reference: 'Reference: {{reference}}',
  },
  messages: {
    newAddress: 'Someone signed in as you from a new address ({{ip}}) on {{at}}. If it was not you, change your password and tell the bank.',
    statementReady: 'The statement of account {{account}} to {{date}} is ready.',
    instalmentDue: 'The instalment of loan {{contract}} for {{amount}} {{currency}} falls due on {{date}}.',
    awaitingSignature: 'Request {{reference}} is waiting for your signature.',
    requestExecuted: 'Request {{reference}} has all its signatures and was sent to the bank.',
    requestRejected: 'Request {{reference}} was rejected: {{reason}}',
    unknown: 'You have a notice from the bank.',
  },
  kinds: {
    newAddress: 'Security',
    statementReady: 'Statements',
    instalmentDue: 'Loans',
    awaitingSignature: 'Signatures',
    requestExecuted: 'Requests',
    requestRejected: 'Requests',
    unknown: 'Notice',
  },
};
