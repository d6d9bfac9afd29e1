export { NotificationsModule } from './notifications.module.js';
export { ORDER_NOTIFICATIONS_PROCESSOR } from './order-notifications.processor.js';
