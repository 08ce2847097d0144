import type { Notification } from '@bel/contract';
import { useTranslation } from '../../../lib/translation';
import { messageKey, messageValues } from '../model/notification-text';

/** Translates a notification's code and parameters in the reader's language. */
export function useNotificationText(): (notification: Notification) => { message: string; kind: string } {
  const { t } = useTranslation('notifications');
  return (notification) => {
    const key = messageKey(notification);
    return { message: t(`messages.${key}`, messageValues(notification.parametros)), kind: t(`kinds.${key}`) };
  };
}
