import { cartCount, cartItemsTotal, computeBill, type Bill } from '@jhatpat/domain';
import type { CartContext } from './cart.machine.js';
import { quantityOf } from './cart-lines.js';

type CartView = { context: CartContext };

/** docs/product.md §9 "Cart count": the badge on the cart button. */
export const selectCartCount = ({ context }: CartView): number => cartCount(context.lines);
/** docs/product.md §9 "Cart total", in paise. */
export const selectCartTotal = ({ context }: CartView): number => cartItemsTotal(context.lines);
export const selectQuantity = ({ context }: CartView, productId: string): number => quantityOf(context.lines, productId);
/** The per-product busy flag of docs/product.md §4: a save is on the wire or waiting for one. */
export const selectIsProductBusy = ({ context }: CartView, productId: string): boolean =>
  productId in context.saving || productId in context.queued;
export const selectBill = ({ context }: CartView): Bill =>
  computeBill({ lines: context.lines, tipPaise: context.tipPaise, donation: context.donation });
export const selectCartError = ({ context }: CartView): string | null => context.error;
