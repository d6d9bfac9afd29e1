import { formatRupees, isRupeeAmount, oneLineText, paiseToRupees, rupeesToPaise } from '@jhatpat/domain';
import type { RefundRequest } from '../../admin-orders.api.js';
import type { Order } from '../../orders.api.js';
import { errorReply, type ErrorReply } from './handler-kit.js';

// The API's refund rules (apps/api ordering/refund-order and order-money.decider.ts) for the admin
// handlers, and the refunds a shop state remembers so the ledger and the money report can list them.

/** One refund of an order's kept payment, as the ledger lists it. */
export interface RefundRecord {
  refundId: string;
  orderId: string;
  amountPaise: number;
  reason: string;
  /** An admin's refund counts against the bill; a cancelled order's gives everything back. */
  kind: 'admin' | 'order_cancelled';
  status: 'pending' | 'succeeded' | 'failed';
  requestedAt: string;
  settledAt: string | null;
  /** The request's Idempotency-Key: the same key again is the same refund. */
  idempotencyKey?: string;
}

/** The API's 400 for a body RefundOrderBody refuses, or null. */
export function refundBodyProblem({ amount, reason }: Partial<RefundRequest>): string | null {
  if (!isRupeeAmount(amount)) {
    return 'amount must be a number of rupees with at most two decimals';
  }
  if (amount <= 0) return 'amount must be more than 0';
  if (typeof reason !== 'string') return 'reason must be text';
  if (reason.length < 1 || reason.length > 200) return 'reason must be 1 to 200 characters';
  if (!oneLineText.safeParse(reason).success || !reason.trim()) return 'reason must be readable text';
  return null;
}

/** What is left to refund: the kept capture less refunds done or under way. */
export function refundableOf(order: Order): number {
  const { refunded, pending } = order.refund;
  const captured = order.paymentMethod !== 'COD' && ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus) ? rupeesToPaise(order.grandTotal) : 0;
  return captured - rupeesToPaise(refunded) - rupeesToPaise(pending);
}

/** The API's 409 when this order cannot give back `amountPaise`, or null. */
export function refundRefusal(order: Order, amountPaise: number): ErrorReply | null {
  if (order.paymentMethod === 'COD') return errorReply(409, 'A cash order has no online payment to refund');
  if (!['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus)) return errorReply(409, 'This order has no captured payment to refund');
  const refundable = refundableOf(order);
  if (amountPaise > refundable) return errorReply(409, refundable === 0 ? 'This order has been refunded in full' : `At most ${formatRupees(refundable)} of this order can be refunded`);
  return null;
}

export interface RefundAsk {
  amountPaise: number;
  reason: string;
  kind: RefundRecord['kind'];
}

/**
 * Asks the provider for a refund (apps/api order-money.decider refundKept): the record is pending and the
 * order's `refund.pending` grows; its payment status stays until the provider settles (settleRefund).
 */
export function requestRefund(order: Order, refunds: RefundRecord[], { amountPaise, reason, kind }: RefundAsk, idempotencyKey: string | null = null): RefundRecord {
  const record: RefundRecord = {
    refundId: `rfnd_${order._id.slice(-6)}_${refunds.length + 1}`,
    orderId: order._id,
    amountPaise,
    reason: reason.trim(),
    kind,
    status: 'pending',
    requestedAt: new Date().toISOString(),
    settledAt: null,
    idempotencyKey: idempotencyKey ?? undefined,
  };
  refunds.push(record);
  order.refund = { refunded: order.refund.refunded, pending: paiseToRupees(rupeesToPaise(order.refund.pending) + amountPaise) };
  return record;
}

/** A cancelled order gives back all it kept that is not already given back or on its way (onOrderCancelled). */
export function refundCancelled(order: Order, refunds: RefundRecord[]): void {
  if (order.paymentMethod === 'COD' || order.status !== 'cancelled') return;
  const left = refundableOf(order);
  if (left > 0) requestRefund(order, refunds, { amountPaise: left, reason: 'The order was cancelled', kind: 'order_cancelled' });
}

/**
 * The provider settled a pending refund (apps/api onRefundSettled): it leaves `pending`; when it succeeded
 * it counts as refunded and the order becomes partially_refunded, or refunded once all it kept is back.
 */
export function settleRefund(orders: readonly Order[], refund: RefundRecord, outcome: 'succeeded' | 'failed'): void {
  const order = orders.find((o) => o._id === refund.orderId);
  if (!order || refund.status !== 'pending') return;
  Object.assign(refund, { status: outcome, settledAt: new Date().toISOString() });
  const pending = rupeesToPaise(order.refund.pending) - refund.amountPaise;
  const refunded = rupeesToPaise(order.refund.refunded) + (outcome === 'succeeded' ? refund.amountPaise : 0);
  order.refund = { refunded: paiseToRupees(refunded), pending: paiseToRupees(Math.max(pending, 0)) };
  if (outcome === 'succeeded') order.paymentStatus = refunded >= rupeesToPaise(order.grandTotal) ? 'refunded' : 'partially_refunded';
}
