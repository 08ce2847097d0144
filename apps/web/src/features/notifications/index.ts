export { NotificationsBell } from './components/notifications-bell';
export { NotificationsBoard } from './components/notifications-board';
export { notificationsQuery } from './api/notifications';
