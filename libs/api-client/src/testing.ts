// Fixtures and MSW handlers for stories and tests, behind @jhatpat/api-client/testing so that
// production bundles never import them.
export { ApiError } from './api-error.js';

export * from './testing/fixtures/products.js';
export * from './testing/fixtures/cart.js';
export * from './testing/fixtures/users.js';
export * from './testing/fixtures/addresses.js';
export * from './testing/fixtures/orders.js';
export * from './testing/fixtures/geo.js';
export * from './testing/fixtures/notifications.js';
export * from './testing/fixtures/payments.js';
export * from './testing/fixtures/health.js';
export * from './testing/fixtures/refunds.js';
export * from './testing/fixtures/stock.js';
export * from './testing/fixtures/packing.js';

export * from './testing/handlers/handler-kit.js';
export * from './testing/handlers/shop-state.js';
export * from './testing/handlers/shop.handlers.js';
export * from './testing/handlers/auth.handlers.js';
export * from './testing/handlers/products.handlers.js';
export * from './testing/handlers/images.handlers.js';
export * from './testing/handlers/cart.handlers.js';
export * from './testing/handlers/guest-cart.handlers.js';
export * from './testing/handlers/addresses.handlers.js';
export * from './testing/handlers/orders.handlers.js';
export * from './testing/handlers/admin-orders.handlers.js';
export * from './testing/handlers/delivery-orders.handlers.js';
export * from './testing/handlers/payments.handlers.js';
export * from './testing/handlers/geo.handlers.js';
export * from './testing/handlers/users.handlers.js';
export * from './testing/handlers/notifications.handlers.js';
export * from './testing/handlers/audit.handlers.js';
export * from './testing/handlers/audit-money.handlers.js';
export * from './testing/handlers/refund-rules.js';
export * from './testing/handlers/insights.handlers.js';
export * from './testing/handlers/health.handlers.js';
export * from './testing/handlers/inventory.handlers.js';
export * from './testing/handlers/packing.handlers.js';
