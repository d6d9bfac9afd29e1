import type { Order } from '@jhatpat/api-client';
import { paiseToRupees, rupeesText, rupeesToPaise, textProblem } from '@jhatpat/domain';

export interface RefundMoney {
  refundedPaise: number;
  /** Asked of the provider, not yet done. */
  pendingPaise: number;
  /** What the admin may still give back: the kept capture less refunds done or under way. */
  leftPaise: number;
}

const captured = (order: Order) => order.paymentMethod !== 'COD' && ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);

/** What has been given back and what is left, as apps/api ordering/order-money.decider.ts counts it. */
export function refundMoneyOf(order: Order): RefundMoney {
  const refundedPaise = rupeesToPaise(order.refund.refunded);
  const pendingPaise = rupeesToPaise(order.refund.pending);
  const keptPaise = captured(order) ? rupeesToPaise(order.grandTotal) : 0;
  return { refundedPaise, pendingPaise, leftPaise: Math.max(keptPaise - refundedPaise - pendingPaise, 0) };
}

/** Why this order cannot be refunded here, or null when it can (the API answers 409 for the same cases). */
export function refundBlocker(order: Order): string | null {
  if (order.paymentMethod === 'COD') return 'Cash on delivery: there is no online payment to refund. Give cash back at the door.';
  if (!captured(order)) return 'No money has been captured for this order, so there is nothing to refund.';
  if (refundMoneyOf(order).leftPaise === 0) return 'Everything captured for this order has been refunded or is being refunded.';
  return null;
}

/** The amount field's text for paise: "129.99". */
export const amountText = (paise: number): string => paiseToRupees(paise).toFixed(2);

/** The admin's amount as paise, or why it cannot be sent. */
export function amountProblem(text: string, leftPaise: number): string | null {
  const rupees = Number(text);
  if (!text.trim() || !Number.isFinite(rupees)) return 'Enter an amount in rupees';
  if (!rupeesText.safeParse(text).success) return 'Use rupees with at most two decimals';
  if (rupees <= 0) return 'The amount must be more than ₹0';
  if (rupeesToPaise(rupees) > leftPaise) return `At most ₹${amountText(leftPaise)} is left to refund`;
  return null;
}

/** The API's cap on a refund's reason (refund-order.dto.ts). */
export const REASON_MAX = 200;

/** Why the reason cannot be sent, in the API's words for the shop's one text rule, or null. */
export function reasonProblem(reason: string): string | null {
  if (!reason.trim()) return 'Say why the money is given back';
  return textProblem('reason', reason, REASON_MAX);
}
