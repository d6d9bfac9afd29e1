export { CartModule } from './cart.module.js';
export type { CartOwner } from './cart-owner.js';
export type { CartCommand } from './cart.commands.js';
export { cartDecider, cartModel, decideCart, emptyTheCart, type CartState } from './cart.decider.js';
export { cartProductIdsQuery, cartStreamOf } from './cart-owner.js';
