import { computeBill, formatRupees, rupeesToPaise, shopRules } from '@jhatpat/domain';
import type { CartState } from '../../cart/index.js';
import type { PricedProduct } from '../../catalog/index.js';
import type { OrderItem } from '../order.events.js';
import type { PlaceOrderBody } from './place-order.dto.js';

/** What the shopper was shown at checkout: every line's price and quantity, and the bill's figures in rupees. */
export type ShownOrder = Pick<PlaceOrderBody, 'items' | 'itemsTotal' | 'deliveryCharge' | 'handlingCharge' | 'tipAmount' | 'donationAmount' | 'grandTotal'>;

export interface PricedCart {
  items: OrderItem[];
  bill: ReturnType<typeof computeBill>;
}

/** The cart at today's prices: the only figures an order is ever placed at. */
export function priceCart(cart: CartState, products: ReadonlyMap<string, PricedProduct>): PricedCart {
  const items = cart.lines.flatMap((line): OrderItem[] => {
    const product = products.get(line.productId);
    if (!product || product.hidden) return [];
    return [{ productId: product.id, name: product.name, nameHi: product.nameHi, image: product.image, variant: product.variant || null, pricePaise: product.pricePaise, quantity: line.quantity }];
  });
  const donation = cart.donationPaise ?? (shopRules.donationOnByDefault ? shopRules.donationPaise : 0);
  const bill = computeBill({ lines: items.map((i) => ({ price: i.pricePaise, quantity: i.quantity })), tipPaise: cart.tipPaise, donation: donation > 0 });
  return { items, bill };
}

/**
 * What the shopper was shown and the server's figures disagree on, in words: a changed price, a line
 * that appeared or vanished, a total. Empty when they agree.
 */
export function disagreements(body: ShownOrder, priced: PricedCart): string[] {
  const problems: string[] = [];
  const sent = new Map(body.items.map((item) => [item.productId, item]));
  for (const item of priced.items) {
    const shown = sent.get(item.productId);
    if (!shown) problems.push(`${item.name} is in your cart but not in this order`);
    else if (rupeesToPaise(shown.price) !== item.pricePaise) problems.push(`${item.name} now costs ${formatRupees(item.pricePaise)}`);
    else if (shown.quantity !== item.quantity) problems.push(`${item.name}: your cart has ${item.quantity}`);
  }
  for (const productId of sent.keys()) {
    if (!priced.items.some((item) => item.productId === productId)) problems.push(`${sent.get(productId)?.name ?? productId} is no longer in your cart`);
  }
  const totals: [string, number, number][] = [
    ['items total', body.itemsTotal, priced.bill.itemsTotal],
    ['delivery charge', body.deliveryCharge, priced.bill.deliveryCharge],
    ['handling charge', body.handlingCharge, priced.bill.handlingCharge],
    ['tip', body.tipAmount, priced.bill.tipAmount],
    ['donation', body.donationAmount, priced.bill.donationAmount],
    ['grand total', body.grandTotal, priced.bill.grandTotal],
  ];
  for (const [name, shown, actual] of totals) {
    if (rupeesToPaise(shown) !== actual) problems.push(`the ${name} is ${formatRupees(actual)}`);
  }
  return problems;
}
