import { rupeesToPaise } from '@jhatpat/domain';
import type { Order } from '../../orders.api.js';
import { newObjectId } from './handler-kit.js';
import type { ShopState } from './shop-state.js';

// The API's payment attempts as the handlers keep them (apps/api ordering/retry-payment): each attempt
// is a Payment with its own sandbox page, /api/payments/sandbox/{paymentId}/{key}; the key makes the
// page a capability, so a new attempt has a new page and a closed one is never answered again.
const pageKeys = new Map<string, string>();

export const sandboxPageOf = (paymentId: string): string => `/api/payments/sandbox/${paymentId}/${pageKeys.get(paymentId) ?? ''}`;

/** The API's answer to a CARD or UPI order at a shop without a payment provider (apps/api payments/payments.ts). */
export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available at this shop yet. Please choose Cash on Delivery.';

/** Starts a new attempt to pay the order (as placing a CARD or UPI order does) and answers its page. */
export function openAttempt(state: ShopState, order: Order): string {
  const paymentId = newObjectId();
  pageKeys.set(paymentId, newObjectId().slice(0, 16) + newObjectId().slice(0, 16));
  state.payments.unshift({
    _id: paymentId, orderId: order._id, status: 'pending', amountPaise: rupeesToPaise(order.grandTotal), capturedPaise: 0, refundedPaise: 0, method: order.paymentMethod === 'CARD' ? 'CARD' : 'UPI',
    provider: 'sandbox', providerReference: `sandbox_${paymentId}`, failureReason: null, startedAt: new Date().toISOString(), settledAt: null, refunds: [],
  });
  order.paymentStatus = 'pending';
  return sandboxPageOf(paymentId);
}

/**
 * POST /user-orders/{id}/payment's rules (apps/api order-money.decider retryPayment): its refusal text, or
 * null when the order may be paid. The open attempt's page is answered again; after a failure, a new attempt.
 */
export function refusalToPay(order: Order): string | null {
  if (order.paymentMethod === 'COD') return 'A cash order is paid at the door';
  if (order.status === 'cancelled') return 'This order was cancelled';
  if (order.status !== 'pending_payment') return 'This order is already paid';
  return null;
}

/** The order's attempt still open for payment, if any. */
export function openAttemptOf(state: ShopState, order: Order): string | null {
  if (order.paymentStatus !== 'pending') return null;
  const open = state.payments.find((p) => p.orderId === order._id && p.status === 'pending' && pageKeys.has(p._id));
  return open ? sandboxPageOf(open._id) : null;
}
