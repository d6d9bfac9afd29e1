export * from './shop-rules.js';
export * from './money/format-rupees.js';
export * from './identity/role.js';
export * from './catalog/shop-categories.js';
