import type { MigrationList } from '../../platform/database/migration-list.js';
import { StockView1763970000000 } from './1763970000000-stock-view.js';
import { StockReservations1764086400000 } from './1764086400000-stock-reservations.js';
import { ReserveAtCommit1764620000000 } from './1764620000000-reserve-at-commit.js';
import { PickAtCommit1764700000000 } from './1764700000000-pick-at-commit.js';
import { ShelfRowsUpdatedInPlace1764800000000 } from './1764800000000-shelf-rows-updated-in-place.js';

/** The stock context's schema changes, in order. */
export const stockMigrations: MigrationList = [StockView1763970000000, StockReservations1764086400000, ReserveAtCommit1764620000000, PickAtCommit1764700000000, ShelfRowsUpdatedInPlace1764800000000];
