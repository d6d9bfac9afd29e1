import type { HttpHandler } from 'msw';
import { addressesHandlers } from './addresses.handlers.js';
import { adminOrdersHandlers } from './admin-orders.handlers.js';
import { auditHandlers } from './audit.handlers.js';
import { auditMoneyHandlers } from './audit-money.handlers.js';
import { authHandlers } from './auth.handlers.js';
import { cartHandlers } from './cart.handlers.js';
import { deliveryOrdersHandlers } from './delivery-orders.handlers.js';
import { geoHandlers } from './geo.handlers.js';
import { guestCartHandlers } from './guest-cart.handlers.js';
import { healthHandlers } from './health.handlers.js';
import { imagesHandlers } from './images.handlers.js';
import { insightsHandlers } from './insights.handlers.js';
import { inventoryHandlers } from './inventory.handlers.js';
import { notificationsHandlers } from './notifications.handlers.js';
import { ordersHandlers } from './orders.handlers.js';
import { paymentsHandlers } from './payments.handlers.js';
import { productsHandlers } from './products.handlers.js';
import { createShopState, type ShopFixtures, type ShopState } from './shop-state.js';
import { usersHandlers } from './users.handlers.js';

export interface ShopHandlerOptions extends Partial<ShopFixtures> {
  /** A state to share with other handler sets or to inspect in a test; made from the options when absent. */
  state?: ShopState;
}

/**
 * Every endpoint of the API over one shop state: adding to the cart changes GET /cart, placing an
 * order empties it and lists the order. To show one area failing or loading in a story, put that
 * area's variant first — MSW answers with the first handler that matches:
 * `handlers: [...cartErrorHandlers(), ...createShopHandlers()]`.
 */
export function createShopHandlers({ state: given, ...fixtures }: ShopHandlerOptions = {}): HttpHandler[] {
  const state = given ?? createShopState(fixtures);
  return [
    ...authHandlers(state),
    ...productsHandlers(state),
    ...cartHandlers(state),
    ...guestCartHandlers(state),
    ...addressesHandlers(state),
    // Before the customer's /orders/:orderId: the admin list is GET /orders itself, and the changes are PUTs.
    ...adminOrdersHandlers(state),
    ...ordersHandlers(state),
    ...deliveryOrdersHandlers(state),
    ...paymentsHandlers(state),
    ...geoHandlers(state),
    ...usersHandlers(state),
    ...notificationsHandlers(state),
    ...auditHandlers(state),
    ...auditMoneyHandlers(state),
    ...insightsHandlers(state),
    ...healthHandlers(),
    // Issue 18: the dark store's shelf, a state of its own over the fixture catalog.
    ...inventoryHandlers(),
    ...imagesHandlers(),
  ];
}
