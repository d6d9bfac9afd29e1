import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ownAddressRead } from '../../addresses/index.js';
import { cartModel, cartProductIdsQuery, cartStreamOf, emptyTheCart } from '../../cart/index.js';
import { pricedProductsOf, ProductCatalog } from '../../catalog/index.js';
import { OpenPaymentCommand, PaymentPageUrlQuery, paymentStreamOf, RequestPaymentCommand } from '../../payments/index.js';
import { EventStore, hashRequest, type Idempotency } from '../../platform/event-store/index.js';
import { newObjectId } from '../../platform/ids/object-id.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { isShelfShortAtCommit, reserveAtCommit, reserveForOrder, shelfLevelsOf, shelfLevelsRead, ShelvesNeedLocks, stockStream } from '../../stock/index.js';
import { ORDER_PLACED_PERSONAL_FIELDS } from '../customer-erased.js';
import { orderModel, OrderRefusal } from '../order.decider.js';
import { type OrderPlacedData, orderStream } from '../order.events.js';
import { NEXT_ORDER_NUMBER, orderNumberFrom } from '../order-number.js';
import { PayableAttempts } from '../payable-attempts.js';
import { NO_ADDRESS, placeOrder } from './place-order.decider.js';
import { PlaceOrderCommand } from './place-order.command.js';
import type { PlaceOrderResult } from './place-order.dto.js';

/**
 * Places the customer's cart as an order: reads the address, the cart, today's prices and the time,
 * lets placeOrder decide, then reserves every line's stock, appends OrderPlaced, empties the cart and,
 * for CARD and UPI, requests the payment attempt, all in one transaction; the same Idempotency-Key gives the same order (and a page to
 * pay only while it can be paid).
 * The shelves are reserved at the COMMIT, each locked for that round trip alone (reserveAtCommit); an
 * order that finds a line short there, or in the levels its opening read, is placed again with its
 * shelves locked from the opening, where every short line is named (docs/decisions.md#reserve-at-commit).
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(PayableAttempts) private readonly payable: PayableAttempts,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<PlaceOrderResult> {
    try {
      return await this.place(command, 'at-commit');
    } catch (error) {
      // Nothing of the first try was committed (its order number is skipped, as a rollback skips one).
      if (!(error instanceof ShelvesNeedLocks) && !isShelfShortAtCommit(error)) throw error;
    }
    return this.place(command, 'locked-from-opening');
  }

  private async place({ customer, body, idempotencyKey }: PlaceOrderCommand, shelves: 'at-commit' | 'locked-from-opening'): Promise<PlaceOrderResult> {
    const addressRead = ownAddressRead(customer.id, body.addressId);
    if (!addressRead) throw new OrderRefusal(NO_ADDRESS, 'invalid');
    const cartStream = cartStreamOf({ kind: 'customer', userId: customer.id });
    const idempotency: Idempotency = { scope: `place-order:${customer.id}`, key: idempotencyKey, requestHash: hashRequest(body) };
    const orderId = newObjectId();
    const online = body.paymentMethod === 'CARD' || body.paymentMethod === 'UPI';
    const paymentId = online ? newObjectId() : null;
    // Everything the order is decided from comes with the locks, in one round trip: its number, the
    // prices of the cart's lines as the database holds them now (read after the cart's lock, like the
    // cart), and the customer's data key that seals its personal fields (made if new, read FOR SHARE).
    const streamIds = [cartStream.streamId, orderStream(orderId).streamId, ...(paymentId ? [paymentStreamOf(paymentId).streamId] : [])];
    const dataKey = this.personalData.keyRead(customer.id);
    const reads = [addressRead.statement, NEXT_ORDER_NUMBER, this.catalog.pricedProductsStatement(cartProductIdsQuery(cartStream)), ...dataKey.statements];
    // The shelves of the lines the shopper was shown (an order whose cart holds any other line is refused
    // by placeOrder). Reserved at the COMMIT, the opening reads their levels, unlocked, after the rest.
    // Locked from the opening, they are locked in its round trip: after the cart and the order, as every
    // writer locks them ('stock-' sorts after 'cart-', 'order-' and 'payment-'), with their rows, and
    // before the number and the key give the transaction its id (docs/decisions.md#shelf-window).
    const shown = [...new Set(body.items.map((item) => item.productId))];
    const atCommit = shelves === 'at-commit' && shown.length > 0;
    const locked = atCommit ? [] : shown.map(stockStream);
    const locks = {
      streamIds: [...streamIds, ...locked.map((shelf) => shelf.streamId)],
      idempotency,
      loads: [cartStream, orderStream(orderId), ...locked],
      reads: atCommit ? [...reads, shelfLevelsRead(shown)] : reads,
    };

    const placed = await this.store.transaction(async (session) => {
      const earlier = await session.findIdempotentResponse<PlaceOrderResult>(idempotency);
      if (earlier) return { result: earlier, order: null };
      const [addressRows, numberRows, productRows, ...rest] = session.openingReads();
      const keyRows = rest.slice(0, dataKey.statements.length);
      const levels = atCommit ? shelfLevelsOf(rest[dataKey.statements.length]) : null;
      const address = addressRead.answer(addressRows);
      const cart = await session.load(cartStream, cartModel);
      const existing = await session.load(orderStream(orderId), orderModel);
      // Prices as the database holds them now, never a cached copy: this is what the customer pays. A line
      // the cart's row did not name (a row behind its stream, never expected) is priced by a read of its own.
      const products = new Map(pricedProductsOf(productRows).map((p) => [p.id, p]));
      const unpriced = cart.state.lines.map((line) => line.productId).filter((id) => !products.has(id));
      if (unpriced.length > 0) for (const p of await this.catalog.findPricedProducts(unpriced, session.tx)) products.set(p.id, p);
      const [event] = placeOrder(
        { orderId, orderNumber: orderNumberFrom(numberRows), paymentId, customer, cart: cart.state, products, address, paymentMethod: body.paymentMethod, orderNotes: body.orderNotes, shown: body, placedAt: new Date() },
        existing.state,
      );
      const order = event.data as OrderPlacedData;
      // One correlation id per checkout: the payment, its settlement and any refund carry it.
      const metadata = { actorId: customer.id, role: customer.role, idempotencyKey, correlationId: randomUUID(), causationId: `command:place-order:${randomUUID()}` };
      // Name, phone, address and notes go into the log sealed under the customer's key (docs/decisions.md#erasure).
      const sealed = this.personalData.seal(session.tx, customer.id, dataKey.key(keyRows), 'OrderPlaced', order, ORDER_PLACED_PERSONAL_FIELDS);
      // Every unit is promised in this transaction or the order is refused with its short lines: no oversell.
      // Locked from the opening, the shelves were locked and read with it, and from there to the COMMIT
      // nothing is sent for a cash order (an online one writes its payment request).
      if (!levels) await reserveForOrder(session, orderId, order.items, metadata);
      await session.append(orderStream(orderId), 'no_stream', [{ type: 'OrderPlaced', data: sealed }], metadata);
      await session.append(cartStream, cart.version, emptyTheCart(cart.state, 'order-placed', orderId), metadata);
      if (paymentId && (order.paymentMethod === 'CARD' || order.paymentMethod === 'UPI')) {
        await this.commands.execute(new RequestPaymentCommand(session, { paymentId, orderId, method: order.paymentMethod, amountPaise: order.grandTotalPaise, customerId: customer.id }, metadata));
      }
      const result: PlaceOrderResult = { orderId };
      await session.rememberIdempotentResponse(idempotency, result);
      // At the COMMIT, each shelf is locked for the end of that round trip alone: its reservations are the
      // last statements before the COMMIT, so the next order for a popular shelf waits for them and the
      // COMMIT only, not for this order's own event and read models (docs/decisions.md#reserve-at-commit).
      if (levels) reserveAtCommit(session, orderId, order.items, metadata, levels);
      return { result, order };
      // These events go with the COMMIT beside their rows (the shelves', OrderPlaced with orders_view,
      // packing_view and money_orders, the cart's): a cash order sends nothing under the shelves' locks
      // between the opening and the COMMIT (docs/decisions.md#event-with-commit). Nothing here reads their
      // positions, and nothing after OrderPlaced reads its read models' rows (a payment writes its own).
    }, locks, { eventsWithCommit: true });

    if (!online) return placed.result;
    // A new order's attempt is opened at the provider before the answer, so its page is ready; if the
    // provider is down, the order stands and the payment jobs open it (the page says it is preparing).
    if (placed.order?.paymentId) {
      await this.commands.execute(new OpenPaymentCommand(placed.order.paymentId));
      return { ...placed.result, paymentUrl: await this.queries.execute(new PaymentPageUrlQuery(placed.order.paymentId)) };
    }
    // A repeat: a page only while the order still waits for money and its attempt is open.
    const payable = await this.payable.of(placed.result.orderId);
    return payable ? { ...placed.result, paymentUrl: await this.queries.execute(new PaymentPageUrlQuery(payable)) } : placed.result;
  }
}
