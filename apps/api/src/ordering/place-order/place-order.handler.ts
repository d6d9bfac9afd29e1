import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { addressText, isServiceable, shopRules } from '@jhatpat/domain';
import { ownAddressRead } from '../../addresses/index.js';
import { cartModel, cartStreamOf, emptyTheCart } from '../../cart/index.js';
import { ProductCatalog } from '../../catalog/index.js';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { EventStore, hashRequest, type Idempotency } from '../../platform/event-store/index.js';
import { newObjectId } from '../../platform/ids/object-id.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { ORDER_PLACED_PERSONAL_FIELDS } from '../customer-erased.js';
import { Payments, paymentStreamOf } from '../../payments/index.js';
import { type OrderPlacedData, orderStream } from '../order.events.js';
import { OrderReader } from '../order-reader.js';
import type { PlaceOrderBody, PlaceOrderResult } from './place-order.dto.js';
import { disagreements, priceCart } from './priced-cart.js';

const NOT_DELIVERING = 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.';

/**
 * Places the customer's cart as an order: the server prices every line, snapshots items and address
 * into OrderPlaced, empties the cart and, for CARD and UPI, requests the payment attempt, all in one
 * transaction; the same Idempotency-Key gives the same order (and a page to pay only while it can be paid).
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
    @Inject(Payments) private readonly payments: Payments,
    @Inject(OrderReader) private readonly orders: OrderReader,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  async place(customer: AuthenticatedUser, body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderResult> {
    const addressRead = ownAddressRead(customer.id, body.addressId);
    if (!addressRead) throw new BadRequestException('Please select an address');
    const cartStream = cartStreamOf({ kind: 'customer', userId: customer.id });
    const idempotency: Idempotency = { scope: `place-order:${customer.id}`, key: idempotencyKey, requestHash: hashRequest(body) };
    const orderId = newObjectId();
    const online = body.paymentMethod === 'CARD' || body.paymentMethod === 'UPI';
    const paymentId = online ? newObjectId() : null;
    // Everything the order is decided from but its prices comes with the locks, in one round trip.
    const streamIds = [cartStream.streamId, orderStream(orderId).streamId, ...(paymentId ? [paymentStreamOf(paymentId).streamId] : [])];
    const locks = { streamIds, idempotency, loads: [cartStream], reads: [addressRead.statement] };

    const placed = await this.store.transaction(async (session) => {
      const earlier = await session.findIdempotentResponse<PlaceOrderResult>(idempotency);
      if (earlier) return { result: earlier, order: null };
      const address = addressRead.answer(session.openingReads()[0]);
      if (!address) throw new BadRequestException('Please select an address');
      if (!isServiceable(addressText(address))) throw new BadRequestException(NOT_DELIVERING);
      const cart = await session.load(cartStream, cartModel);
      // Prices as the database holds them now, never a cached copy: this is what the customer pays.
      const products = new Map((await this.catalog.findPricedProducts(cart.state.lines.map((l) => l.productId), session.tx)).map((p) => [p.id, p]));
      if (cart.state.lines.some((line) => !products.has(line.productId))) {
        throw new ConflictException('Some products in your cart are no longer sold. Please review your cart and try again.');
      }
      const priced = priceCart(cart.state, products);
      if (priced.items.length === 0) throw new BadRequestException('Your cart is empty');
      const problems = disagreements(body, priced);
      if (problems.length > 0) throw new ConflictException(`Your order has changed: ${problems.join('; ')}. Please review your cart.`);

      const placedAt = new Date();
      const order: OrderPlacedData = {
        orderId,
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        items: priced.items,
        itemsTotalPaise: priced.bill.itemsTotal,
        deliveryChargePaise: priced.bill.deliveryCharge,
        handlingChargePaise: priced.bill.handlingCharge,
        tipPaise: priced.bill.tipAmount,
        donationPaise: priced.bill.donationAmount,
        grandTotalPaise: priced.bill.grandTotal,
        paymentMethod: body.paymentMethod,
        // COD is confirmed at once (payment pending until delivery); CARD and UPI wait for the payment.
        status: body.paymentMethod === 'COD' ? 'confirmed' : 'pending_payment',
        paymentStatus: 'pending',
        address: { addressId: address._id, contactName: address.contactName, contactPhone: address.contactPhone ?? null, details: addressText(address) },
        orderNotes: body.orderNotes?.trim() || null,
        placedAt: placedAt.toISOString(),
        estimatedDelivery: new Date(placedAt.getTime() + shopRules.deliveryPromiseMinutes * 60_000).toISOString(),
        ...(paymentId ? { paymentId } : {}),
      };
      // One correlation id per checkout: the payment, its settlement and any refund carry it.
      const metadata = { actorId: customer.id, role: customer.role, idempotencyKey, correlationId: randomUUID(), causationId: `command:place-order:${randomUUID()}` };
      // Name, phone, address and notes go into the log sealed under the customer's key (docs/decisions.md#erasure).
      const sealed = await this.personalData.seal(session.tx, customer.id, 'OrderPlaced', order, ORDER_PLACED_PERSONAL_FIELDS);
      await session.append(orderStream(orderId), 'no_stream', [{ type: 'OrderPlaced', data: sealed }], metadata);
      await session.append(cartStream, cart.version, emptyTheCart(cart.state, 'order-placed', orderId), metadata);
      if (paymentId && (body.paymentMethod === 'CARD' || body.paymentMethod === 'UPI')) {
        await this.payments.request(session, { paymentId, orderId, method: body.paymentMethod, amountPaise: order.grandTotalPaise, customerId: customer.id }, metadata);
      }
      const result: PlaceOrderResult = { orderId };
      await session.rememberIdempotentResponse(idempotency, result);
      return { result, order };
    }, locks);

    if (!online) return placed.result;
    // A new order's attempt is opened at the provider before the answer, so its page is ready; if the
    // provider is down, the order stands and the payment jobs open it (the page says it is preparing).
    if (placed.order?.paymentId) {
      await this.payments.open(placed.order.paymentId);
      return { ...placed.result, paymentUrl: this.payments.pageUrlOf(placed.order.paymentId) };
    }
    // A repeat: a page only while the order still waits for money and its attempt is open.
    const payable = await this.orders.payableAttemptOf(placed.result.orderId);
    return payable ? { ...placed.result, paymentUrl: this.payments.pageUrlOf(payable) } : placed.result;
  }
}
