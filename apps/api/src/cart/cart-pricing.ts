import { Inject, Injectable } from '@nestjs/common';
import { billInRupees, cartCount, computeBill, paiseToRupees, shopRules } from '@jhatpat/domain';
import type { CartState } from './cart.decider.js';
import type { CartView } from './cart.view.js';
import type { CartOwner } from './cart-owner.js';
import { CartProducts } from './cart-products.js';

/** Prices a cart with today's catalog: the server's numbers, never the client's. */
@Injectable()
export class CartPricing {
  constructor(@Inject(CartProducts) private readonly products: CartProducts) {}

  /** A cart's lines and charges (as read, or as a command just left them) priced for the shopper. */
  async price(owner: CartOwner, cart: Pick<CartState, 'lines' | 'tipPaise' | 'donationPaise'>): Promise<CartView> {
    const { lines } = cart;
    const found = await this.products.findAvailable(lines.map((line) => line.productId));
    // A product hidden or withdrawn since it was added drops out of the cart and its totals.
    const priced = lines.flatMap((line) => {
      const product = found.get(line.productId);
      return product ? [{ product, quantity: line.quantity }] : [];
    });
    const billLines = priced.map(({ product, quantity }) => ({ price: product.pricePaise, quantity }));
    const donation = cart.donationPaise ?? (shopRules.donationOnByDefault ? shopRules.donationPaise : 0);
    const bill = computeBill({ lines: billLines, tipPaise: cart.tipPaise, donation: donation > 0 });
    return {
      products: priced.map(({ product, quantity }) => ({
        productId: { _id: product.id, name: product.name, nameHi: product.nameHi, price: paiseToRupees(product.pricePaise), image: product.image, variant: product.variant },
        quantity,
        available: product.available,
      })),
      ...billInRupees(bill),
      count: cartCount(billLines),
      total: paiseToRupees(bill.itemsTotal),
      ...(owner.kind === 'guest' ? { guestToken: owner.token } : {}),
    };
  }
}
