import { Inject, Injectable } from '@nestjs/common';
import { cartCount, computeBill, PAISE_PER_RUPEE, shopRules } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { CartState } from './cart.decider.js';
import type { CartLine } from './cart.events.js';
import type { CartView } from './cart.view.js';
import { type CartOwner, cartStreamOf } from './cart-owner.js';
import { CartProducts } from './cart-products.js';

const rupees = (paise: number): number => paise / PAISE_PER_RUPEE;

/** Reads a cart from its read model and prices it with today's catalog: the server's numbers, never the client's. */
@Injectable()
export class CartReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CartProducts) private readonly products: CartProducts,
  ) {}

  async read(owner: CartOwner): Promise<CartView> {
    const [row]: { lines: CartLine[]; tip_paise: number; donation_paise: number | null }[] = await this.db.query(
      `SELECT lines, tip_paise, donation_paise FROM cart_view WHERE cart_id = $1`,
      [cartStreamOf(owner).streamId],
    );
    return this.price(owner, { lines: row?.lines ?? [], tipPaise: row?.tip_paise ?? 0, donationPaise: row?.donation_paise ?? null });
  }

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
        productId: { _id: product.id, name: product.name, price: rupees(product.pricePaise), image: product.image, variant: product.variant },
        quantity,
      })),
      itemsTotal: rupees(bill.itemsTotal),
      deliveryCharge: rupees(bill.deliveryCharge),
      handlingCharge: rupees(bill.handlingCharge),
      tipAmount: rupees(bill.tipAmount),
      donationAmount: rupees(bill.donationAmount),
      grandTotal: rupees(bill.grandTotal),
      count: cartCount(billLines),
      total: rupees(bill.itemsTotal),
      ...(owner.kind === 'guest' ? { guestToken: owner.token } : {}),
    };
  }
}
