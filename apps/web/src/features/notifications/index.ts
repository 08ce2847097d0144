export { NotificationsBell } from './components/notifications-bell';
export { NotificationsBoard } from './components/notifications-board';
export { notificationsQueryKey } from './api/notifications';
