import type { MigrationList } from '../../platform/database/migration-list.js';
import { CartView1763830000000 } from './1763830000000-cart-view.js';
import { GuestCartIdleIndex1763960300000 } from './1763960300000-guest-cart-idle-index.js';
import { GuestTokensHashedInCartView1763960400000 } from './1763960400000-guest-tokens-hashed-in-cart-view.js';
import { CustomerCartsUpdatedInPlace1764800100000 } from './1764800100000-customer-carts-updated-in-place.js';

/** The cart's read model (cart_view), oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const cartMigrations: MigrationList = [CartView1763830000000, GuestCartIdleIndex1763960300000, GuestTokensHashedInCartView1763960400000, CustomerCartsUpdatedInPlace1764800100000];
