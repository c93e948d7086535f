export { capitalize, formatDateTime, renderTemplate, truncate, type RenderedMessage } from './render';
export { sendNotification, sendNotifications, type NotificationInput } from './service/send-notification';
