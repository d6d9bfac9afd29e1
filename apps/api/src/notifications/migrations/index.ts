import type { MigrationList } from '../../platform/database/migration-list.js';
import { Notifications1763850000000 } from './1763850000000-notifications.js';

/** The order notifications staff read, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const notificationsMigrations: MigrationList = [Notifications1763850000000];
