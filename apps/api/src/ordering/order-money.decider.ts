import { formatRupees, type PaymentStatus } from '@jhatpat/domain';
import type { PaymentCommand, RefundKind } from '../payments/index.js';
import { type OrderRefund, OrderRefusal, type OrderState, orderNotFound } from './order.decider.js';
import type { OrderEvent } from './order.events.js';

/**
 * The order's side of the payment saga (docs/decisions.md#payment-saga): pure rules that turn what
 * happened to a payment into the order's events and the commands its payments must take. The saga
 * processor and the refund command carry them out in one transaction.
 */
export interface MoneyStep {
  order: OrderEvent[];
  payments: PaymentCommand[];
}

const nothing = (): MoneyStep => ({ order: [], payments: [] });

/** The order may still be refunded this much of its kept capture. */
export const refundableOfOrder = (state: OrderState): number =>
  state.capturedPaise - state.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);

const refundedOfOrder = (state: OrderState): number => state.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountPaise, 0);

/** Refund ids are a pure function of what caused them, so a replayed cause asks for the same refund. */
export const automaticRefundId = (paymentId: string, kind: RefundKind): string => `${kind}-${paymentId}`;

const voidOthers = (state: OrderState, keep: string | null, reason: string): PaymentCommand[] =>
  state.attempts.filter((paymentId) => paymentId !== keep).map((paymentId) => ({ paymentId, command: 'void' as const, reason }));

/**
 * A payment of this order captured money. The order keeps the first capture that pays it in full
 * while it stands; every other capture (a second tab, a late page, an order already cancelled) is
 * refunded in full, and the order's other attempts are closed.
 */
export function onPaymentCaptured(state: OrderState, capture: { paymentId: string; amountPaise: number }): MoneyStep {
  if (state.keptPaymentId === capture.paymentId) return nothing();
  const refund = (kind: RefundKind, reason: string): MoneyStep => ({
    order: [],
    payments: [{ paymentId: capture.paymentId, command: 'refund', refundId: automaticRefundId(capture.paymentId, kind), amountPaise: capture.amountPaise, kind, reason }],
  });
  if (!state.placed || !state.status || !state.paymentStatus) return refund('order_cancelled', 'No order takes this payment');
  if (state.keptPaymentId) return refund('duplicate_capture', `Order already paid by payment ${state.keptPaymentId}`);
  if (state.status === 'cancelled') return refund('order_cancelled', 'The order was cancelled');
  if (capture.amountPaise !== state.placed.grandTotalPaise) return refund('order_cancelled', `Captured ${formatRupees(capture.amountPaise)} for an order of ${formatRupees(state.placed.grandTotalPaise)}`);
  const { orderId } = state.placed;
  const order: OrderEvent[] = [
    { type: 'OrderPaymentStatusChanged', data: { orderId, from: state.paymentStatus, to: 'paid', paymentId: capture.paymentId, amountPaise: capture.amountPaise } },
  ];
  if (state.status === 'pending_payment') order.push({ type: 'OrderStatusChanged', data: { orderId, from: 'pending_payment', to: 'confirmed', reason: 'payment received' } });
  return { order, payments: voidOthers(state, capture.paymentId, 'The order was paid by another attempt') };
}

/** The latest attempt failed while the order still waits: the shopper may retry. An older attempt's failure changes nothing. */
export function onPaymentFailed(state: OrderState, paymentId: string): MoneyStep {
  if (!state.placed || state.paymentStatus !== 'pending' || state.keptPaymentId || state.attempts.at(-1) !== paymentId) return nothing();
  return { order: [{ type: 'OrderPaymentStatusChanged', data: { orderId: state.placed.orderId, from: 'pending', to: 'failed' } }], payments: [] };
}

/** A cancelled order takes no more payments and gives back what it kept. */
export function onOrderCancelled(state: OrderState): MoneyStep {
  if (!state.placed || state.status !== 'cancelled') return nothing();
  const voids = voidOthers(state, state.keptPaymentId, 'The order was cancelled');
  const refundable = refundableOfOrder(state);
  if (!state.keptPaymentId || refundable <= 0) return { order: [], payments: voids };
  const step = refundKept({ refundId: automaticRefundId(state.keptPaymentId, 'order_cancelled'), amountPaise: refundable, kind: 'order_cancelled', reason: 'The order was cancelled' }, state);
  return { order: step.order, payments: [...voids, ...step.payments] };
}

/** A refund of one of the order's payments settled; only the kept capture's refunds change the order. */
export function onRefundSettled(state: OrderState, refund: { paymentId: string; refundId: string; outcome: 'succeeded' | 'failed' }): MoneyStep {
  const known = state.refunds.find((r) => r.refundId === refund.refundId);
  if (!state.placed || !state.paymentStatus || !known || known.status !== 'requested') return nothing();
  const { orderId } = state.placed;
  const order: OrderEvent[] = [{ type: 'OrderRefundSettled', data: { orderId, paymentId: refund.paymentId, refundId: refund.refundId, amountPaise: known.amountPaise, outcome: refund.outcome } }];
  if (refund.outcome === 'succeeded') {
    const refunded = refundedOfOrder(state) + known.amountPaise;
    const to: PaymentStatus = refunded >= state.capturedPaise ? 'refunded' : 'partially_refunded';
    if (to !== state.paymentStatus) order.push({ type: 'OrderPaymentStatusChanged', data: { orderId, from: state.paymentStatus, to } });
  }
  return { order, payments: [] };
}

export interface RefundAsked {
  refundId: string;
  amountPaise: number;
  kind: RefundKind;
  reason: string;
}

/** An admin's full or partial refund of what the order kept, never beyond it. */
export function refundKept(asked: RefundAsked, state: OrderState): MoneyStep {
  if (!state.placed || !state.paymentStatus) throw orderNotFound();
  if (state.refunds.some((r) => r.refundId === asked.refundId)) return nothing();
  if (!state.keptPaymentId) {
    throw new OrderRefusal(state.placed.paymentMethod === 'COD' ? 'A cash order has no online payment to refund' : 'This order has no captured payment to refund');
  }
  if (!Number.isInteger(asked.amountPaise) || asked.amountPaise <= 0) throw new OrderRefusal('A refund must be a positive amount in whole paise', 'invalid');
  const refundable = refundableOfOrder(state);
  if (asked.amountPaise > refundable) {
    throw new OrderRefusal(refundable === 0 ? 'This order has been refunded in full' : `At most ${formatRupees(refundable)} of this order can be refunded`);
  }
  const paymentId = state.keptPaymentId;
  const reason = asked.reason.slice(0, 200);
  return {
    order: [{ type: 'OrderRefundRequested', data: { orderId: state.placed.orderId, paymentId, refundId: asked.refundId, amountPaise: asked.amountPaise, kind: asked.kind, reason } }],
    payments: [{ paymentId, command: 'refund', refundId: asked.refundId, amountPaise: asked.amountPaise, kind: asked.kind, reason }],
  };
}

/**
 * After a failed attempt, while the order still waits for its money, its customer pays again with a new
 * attempt; to anyone else the order does not exist.
 */
export function retryPayment({ paymentId, customerId }: { paymentId: string; customerId: string }, state: OrderState): OrderEvent[] {
  if (!state.placed || !state.status || state.placed.customerId !== customerId) throw orderNotFound();
  if (state.placed.paymentMethod === 'COD') throw new OrderRefusal('A cash order is paid at the door');
  if (state.status !== 'pending_payment') throw new OrderRefusal(state.status === 'cancelled' ? 'This order was cancelled' : 'This order is already paid');
  if (state.paymentStatus !== 'failed') throw new OrderRefusal('This order has a payment in progress');
  return [{ type: 'OrderPaymentAttempted', data: { orderId: state.placed.orderId, paymentId } }];
}

/** An order whose payment never came is cancelled once its time to pay is over. */
export function expireUnpaid({ now, expiryMinutes }: { now: Date; expiryMinutes: number }, state: OrderState): OrderEvent[] {
  if (!state.placed || state.status !== 'pending_payment') return [];
  if (now.getTime() < Date.parse(state.placed.placedAt) + expiryMinutes * 60_000) return [];
  return [{ type: 'OrderStatusChanged', data: { orderId: state.placed.orderId, from: 'pending_payment', to: 'cancelled', reason: 'payment not received in time' } }];
}

export type { OrderRefund };
