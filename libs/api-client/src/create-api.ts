import { addressesApi } from './addresses.api.js';
import { adminOrdersApi } from './admin-orders.api.js';
import { auditApi } from './audit.api.js';
import { authApi } from './auth.api.js';
import { cartApi } from './cart.api.js';
import { deliveryOrdersApi } from './delivery-orders.api.js';
import { geoApi } from './geo.api.js';
import { guestCartApi, type GuestTokenStore } from './guest-cart.api.js';
import { createHttpClient, type HttpClientOptions } from './http.js';
import { healthApi } from './health.api.js';
import { insightsApi } from './insights.api.js';
import { inventoryApi } from './inventory.api.js';
import { notificationsApi } from './notifications.api.js';
import { ordersApi } from './orders.api.js';
import { packingApi } from './packing.api.js';
import { paymentsApi } from './payments.api.js';
import { productsApi } from './products.api.js';
import { usersApi } from './users.api.js';

export interface CreateApiOptions {
  /** Origin of the shop; "" (the default) for the page's own origin. */
  baseUrl?: string;
  /** The signed-in user's token, read on every call. */
  getToken: () => string | null;
  guestTokenStore: GuestTokenStore;
  fetch?: HttpClientOptions['fetch'];
}

/** Every area of the shop's API over one HTTP client: what the web app's screens call. */
export function createApi({ baseUrl = '', getToken, guestTokenStore, fetch }: CreateApiOptions) {
  const http = createHttpClient({ baseUrl, getToken, fetch });
  return {
    auth: authApi(http),
    products: productsApi(http),
    cart: cartApi(http),
    guestCart: guestCartApi(http, guestTokenStore),
    addresses: addressesApi(http),
    orders: ordersApi(http),
    adminOrders: adminOrdersApi(http),
    deliveryOrders: deliveryOrdersApi(http),
    payments: paymentsApi(http),
    geo: geoApi(http),
    users: usersApi(http),
    notifications: notificationsApi(http),
    audit: auditApi(http),
    insights: insightsApi(http),
    health: healthApi(http),
    inventory: inventoryApi(http),
    packing: packingApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
