export * from './shop-rules.js';
export * from './money/format-rupees.js';
export * from './identity/role.js';
export * from './catalog/shop-categories.js';
export * from './cart/bill.js';
export * from './ordering/order-status.js';
export * from './addresses/serviceability.js';
