import type { MigrationList } from '../../platform/database/migration-list.js';
import { Notifications1763850000000 } from './1763850000000-notifications.js';
import { NotificationsByOrderNumber1763980200000 } from './1763980200000-notifications-by-order-number.js';

/** The order notifications staff read, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const notificationsMigrations: MigrationList = [Notifications1763850000000, NotificationsByOrderNumber1763980200000];
