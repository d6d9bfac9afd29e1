import { addressText, isServiceable, type PaymentMethod, shopRules } from '@jhatpat/domain';
import type { AddressView } from '../../addresses/index.js';
import type { CartState } from '../../cart/index.js';
import type { PricedProduct } from '../../catalog/index.js';
import { OrderRefusal, type OrderState } from '../order.decider.js';
import type { OrderEvent, OrderPlacedData } from '../order.events.js';
import { disagreements, priceCart, type ShownOrder } from './priced-cart.js';

export const NO_ADDRESS = 'Please select an address';
export const NOT_DELIVERING = 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.';

/** Everything placing an order is decided from, read by the handler: the decision itself reads nothing. */
export interface PlaceOrder {
  orderId: string;
  /** Taken from the order_numbers sequence under the order's locks (a refused order leaves a gap, as sequences do). */
  orderNumber: string;
  /** CARD and UPI: the id of the first payment attempt, requested with the order; null for cash. */
  paymentId: string | null;
  customer: { id: string; name: string; phone: string };
  /** The cart as it stands, and its products as the database holds them now (a product missing is no longer sold). */
  cart: CartState;
  products: ReadonlyMap<string, PricedProduct>;
  /** The customer's own saved address, or null when they have none of that id. */
  address: AddressView | null;
  paymentMethod: PaymentMethod;
  orderNotes?: string;
  /** What the shopper was shown: any figure that disagrees with today's prices refuses the order. */
  shown: ShownOrder;
  placedAt: Date;
}

/**
 * Places a cart as an order at today's prices, snapshotting its items and address, or refuses: no
 * address, not a place the shop delivers to, products no longer sold, an empty cart, a bill that
 * disagrees with what the shopper saw, or an order already placed under this id.
 */
export function placeOrder(command: PlaceOrder, state: OrderState): OrderEvent[] {
  if (state.placed) throw new OrderRefusal('This order has already been placed');
  const { address, cart, products } = command;
  if (!address) throw new OrderRefusal(NO_ADDRESS, 'invalid');
  const details = addressText(address);
  if (!isServiceable(details)) throw new OrderRefusal(NOT_DELIVERING, 'invalid');
  if (cart.lines.some((line) => !products.has(line.productId))) {
    throw new OrderRefusal('Some products in your cart are no longer sold. Please review your cart and try again.');
  }
  const priced = priceCart(cart, products);
  if (priced.items.length === 0) throw new OrderRefusal('Your cart is empty', 'invalid');
  const problems = disagreements(command.shown, priced);
  if (problems.length > 0) throw new OrderRefusal(`Your order has changed: ${problems.join('; ')}. Please review your cart.`);

  const order: OrderPlacedData = {
    orderId: command.orderId,
    orderNumber: command.orderNumber,
    customerId: command.customer.id,
    customerName: command.customer.name,
    customerPhone: command.customer.phone,
    items: priced.items,
    itemsTotalPaise: priced.bill.itemsTotal,
    deliveryChargePaise: priced.bill.deliveryCharge,
    handlingChargePaise: priced.bill.handlingCharge,
    tipPaise: priced.bill.tipAmount,
    donationPaise: priced.bill.donationAmount,
    grandTotalPaise: priced.bill.grandTotal,
    paymentMethod: command.paymentMethod,
    // COD is confirmed at once (payment pending until delivery); CARD and UPI wait for the payment.
    status: command.paymentMethod === 'COD' ? 'confirmed' : 'pending_payment',
    paymentStatus: 'pending',
    address: { addressId: address._id, contactName: address.contactName, contactPhone: address.contactPhone ?? null, details },
    orderNotes: command.orderNotes?.trim() || null,
    placedAt: command.placedAt.toISOString(),
    estimatedDelivery: new Date(command.placedAt.getTime() + shopRules.deliveryPromiseMinutes * 60_000).toISOString(),
    ...(command.paymentId ? { paymentId: command.paymentId } : {}),
  };
  return [{ type: 'OrderPlaced', data: order }];
}
