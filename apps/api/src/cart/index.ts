export { CartModule } from './cart.module.js';
export { CartCommands } from './cart-commands.js';
export { CartReader } from './cart-reader.js';
export type { CartOwner } from './cart-owner.js';
export { cartModel, emptyTheCart, type CartState } from './cart.decider.js';
export { cartStreamOf } from './cart-owner.js';
