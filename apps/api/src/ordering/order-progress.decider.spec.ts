import type { OrderStatus } from '@jhatpat/domain';
import type { RefusalKind } from '../platform/event-store/index.js';
import { deciderSpecification } from '../platform/event-store/testing/decider-specification.js';
import { evolveOrder, orderModel, type OrderState } from './order.decider.js';
import type { OrderEvent } from './order.events.js';
import {
  acceptForDelivery,
  assignRider,
  cancelByCustomer,
  changeDeliveryDetails,
  changePaymentStatus,
  changeStatus,
  deliver,
  pickUp,
} from './order-progress.decider.js';
import { placed } from './testing/placed-order.js';

// Given the order's events, when a staff, rider or customer change, then the order's events or a refusal.
const spec = deciderSpecification<OrderState, OrderEvent>(orderModel.initialState, evolveOrder);

const cod = placed({ paymentMethod: 'COD', status: 'confirmed', paymentId: undefined });
const upiPaid: OrderEvent[] = [
  placed({ paymentMethod: 'UPI', status: 'pending_payment', paymentId: 'p1' }),
  { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid', paymentId: 'p1', amountPaise: 10_000 } },
  { type: 'OrderStatusChanged', data: { orderId: 'o1', from: 'pending_payment', to: 'confirmed', reason: 'payment received' } },
];
const moved = (from: OrderStatus, to: OrderStatus, reason?: string): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: reason ? { orderId: 'o1', from, to, reason } : { orderId: 'o1', from, to },
});
const codPaid: OrderEvent = { type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'pending', to: 'paid' } };
/** A refusal of this kind, whatever its words: the kind is the HTTP status (404, 409, 400). */
const refusedAs = (kind: RefusalKind) => expect.objectContaining({ kind }) as unknown as Error;
const ravi = { id: 'r1', name: 'Ravi' };
const taken = (rider = ravi): OrderEvent => ({ type: 'OrderAcceptedForDelivery', data: { orderId: 'o1', riderId: rider.id, riderName: rider.name } });

describe('every change to an order', () => {
  it('finds no order that was never placed', () => {
    spec.given().when((s) => changeStatus({ to: 'preparing' }, s)).thenRefuses('Order not found');
    spec.given().when((s) => changePaymentStatus({ to: 'paid' }, s)).thenRefuses('Order not found');
    spec.given().when((s) => changeDeliveryDetails({ carrier: 'Fleet', trackingNumber: 'JP-1' }, s)).thenRefuses('Order not found');
    spec.given().when((s) => acceptForDelivery({ rider: ravi }, s)).thenRefuses('Order not found');
    spec.given().when((s) => assignRider({ rider: ravi }, s)).thenRefuses('Order not found');
    spec.given().when((s) => cancelByCustomer({ customerId: 'c1' }, s)).thenRefuses('Order not found');
    expect(() => changeStatus({ to: 'preparing' }, orderModel.initialState())).toThrow(refusedAs('not_found'));
  });
});

describe('staff change the status', () => {
  it('along the transition table, with a reason when one is given', () => {
    spec.given(cod).when((s) => changeStatus({ to: 'preparing' }, s)).then(moved('confirmed', 'preparing'));
    spec.given(cod).when((s) => changeStatus({ to: 'cancelled', reason: 'out of stock' }, s)).then(moved('confirmed', 'cancelled', 'out of stock'));
  });

  it('to where it already is: nothing happens', () => {
    spec.given(cod).when((s) => changeStatus({ to: 'confirmed' }, s)).thenNothingHappens();
  });

  it('never against the table (409)', () => {
    spec.given(cod, moved('confirmed', 'shipped')).when((s) => changeStatus({ to: 'preparing' }, s)).thenRefuses('An order that is shipped cannot become preparing');
    spec.given(cod, moved('confirmed', 'cancelled')).when((s) => changeStatus({ to: 'confirmed' }, s)).thenRefuses('An order that is cancelled cannot become confirmed');
    expect(() => changeStatus({ to: 'pending_payment' }, evolveOrder(orderModel.initialState(), cod))).toThrow(refusedAs('conflict'));
  });

  it('never confirm an order waiting for its payment: the payment does', () => {
    spec
      .given(placed({ paymentMethod: 'UPI', status: 'pending_payment', paymentId: 'p1' }))
      .when((s) => changeStatus({ to: 'confirmed' }, s))
      .thenRefuses('An order waiting for its payment is confirmed when the payment is received');
  });

  it('a cash order delivered is paid at the door; an online one was paid already', () => {
    spec.given(cod, moved('confirmed', 'shipped')).when((s) => changeStatus({ to: 'delivered' }, s)).then(moved('shipped', 'delivered'), codPaid);
    spec.given(...upiPaid).when((s) => changeStatus({ to: 'delivered' }, s)).then(moved('confirmed', 'delivered'));
  });
});

describe('an admin changes the payment status', () => {
  it('of a cash order: taken, and handed back once cancelled', () => {
    spec.given(cod).when((s) => changePaymentStatus({ to: 'paid' }, s)).then(codPaid);
    spec
      .given(cod, codPaid, moved('confirmed', 'cancelled'))
      .when((s) => changePaymentStatus({ to: 'refunded' }, s))
      .then({ type: 'OrderPaymentStatusChanged', data: { orderId: 'o1', from: 'paid', to: 'refunded' } });
    spec.given(cod, codPaid).when((s) => changePaymentStatus({ to: 'paid' }, s)).thenNothingHappens();
  });

  it('never of an online order, whose status follows its payments', () => {
    spec.given(...upiPaid).when((s) => changePaymentStatus({ to: 'refunded' }, s)).thenRefuses('The payment status of a UPI order follows its payments: refund it instead');
  });

  it('never against the cash moves, nor cash back on an order that stands', () => {
    spec.given(cod).when((s) => changePaymentStatus({ to: 'failed' }, s)).thenRefuses('A payment that is pending cannot become failed');
    spec.given(cod, codPaid).when((s) => changePaymentStatus({ to: 'partially_refunded' }, s)).thenRefuses('A payment that is paid cannot become partially_refunded');
    spec.given(cod, codPaid).when((s) => changePaymentStatus({ to: 'refunded' }, s)).thenRefuses('Cash is handed back only on a cancelled order');
  });
});

describe('an admin sets the delivery details', () => {
  it('records a carrier and tracking number once; the same again changes nothing', () => {
    const details: OrderEvent = { type: 'OrderDeliveryDetailsChanged', data: { orderId: 'o1', carrier: 'Fleet', trackingNumber: 'JP-1' } };
    spec.given(cod).when((s) => changeDeliveryDetails({ carrier: 'Fleet', trackingNumber: 'JP-1' }, s)).then(details);
    spec.given(cod, details).when((s) => changeDeliveryDetails({ carrier: 'Fleet', trackingNumber: 'JP-1' }, s)).thenNothingHappens();
  });
});

describe('riders', () => {
  it('take a ready order no one else has; taking it again changes nothing', () => {
    spec.given(cod).when((s) => acceptForDelivery({ rider: ravi }, s)).then(taken());
    spec.given(cod, moved('confirmed', 'preparing')).when((s) => acceptForDelivery({ rider: ravi }, s)).then(taken());
    spec.given(cod, taken()).when((s) => acceptForDelivery({ rider: ravi }, s)).thenNothingHappens();
  });

  it('cannot take an order another rider has, nor one not ready (409)', () => {
    spec.given(cod, taken({ id: 'r2', name: 'Sunil' })).when((s) => acceptForDelivery({ rider: ravi }, s)).thenRefuses('Another rider has already accepted this order');
    spec
      .given(placed({ paymentMethod: 'UPI', status: 'pending_payment', paymentId: 'p1' }))
      .when((s) => acceptForDelivery({ rider: ravi }, s))
      .thenRefuses('An order that is pending_payment is not ready for delivery');
  });

  it('pick up and hand over their own order; a cash one is paid at the door', () => {
    spec.given(cod, taken()).when((s) => pickUp({ riderId: 'r1' }, s)).then(moved('confirmed', 'shipped', 'picked up by the rider'));
    spec.given(cod, taken(), moved('confirmed', 'shipped')).when((s) => deliver({ riderId: 'r1' }, s)).then(moved('shipped', 'delivered', 'handed over by the rider'), codPaid);
  });

  it('find no order that is not theirs (404)', () => {
    spec.given(cod, taken({ id: 'r2', name: 'Sunil' })).when((s) => pickUp({ riderId: 'r1' }, s)).thenRefuses('Order not found');
    spec.given(cod).when((s) => deliver({ riderId: 'r1' }, s)).thenRefuses('Order not found');
  });
});

describe('an admin assigns a rider', () => {
  it('to a ready order, or to another rider before it is picked up', () => {
    spec.given(cod).when((s) => assignRider({ rider: ravi }, s)).then(taken());
    spec.given(cod, taken({ id: 'r2', name: 'Sunil' })).when((s) => assignRider({ rider: ravi }, s)).then(taken());
    spec.given(cod, taken()).when((s) => assignRider({ rider: ravi }, s)).thenNothingHappens();
  });

  it('never once it is on its way or done (409)', () => {
    spec
      .given(cod, taken(), moved('confirmed', 'shipped'))
      .when((s) => assignRider({ rider: ravi }, s))
      .thenRefuses('An order that is shipped cannot be assigned: only confirmed, preparing or packed orders can');
  });
});

describe('the customer cancels', () => {
  it('their own order until it is packed; cancelling again changes nothing', () => {
    spec.given(cod).when((s) => cancelByCustomer({ customerId: 'c1' }, s)).then(moved('confirmed', 'cancelled', 'cancelled by the customer'));
    spec.given(cod, moved('confirmed', 'cancelled')).when((s) => cancelByCustomer({ customerId: 'c1' }, s)).thenNothingHappens();
  });

  it('not once it is packed (409)', () => {
    spec.given(cod, moved('confirmed', 'preparing')).when((s) => cancelByCustomer({ customerId: 'c1' }, s)).thenRefuses('Orders cannot be cancelled once packed for delivery.');
  });

  it('finds no one else\'s order (404)', () => {
    spec.given(cod).when((s) => cancelByCustomer({ customerId: 'c2' }, s)).thenRefuses('Order not found');
  });
});
