export { capitalize, formatDateTime, renderTemplate, truncate, type RenderedMessage } from './render';
export {
  buildNotificationRows,
  sendNotification,
  sendNotifications,
  type NotificationInput,
  type OutboxRow,
} from './service/send-notification';
