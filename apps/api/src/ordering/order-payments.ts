import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';

/**
 * Where a CARD or UPI order sends the shopper to pay: the payments context's provider page for the
 * order's open payment, started on first ask (a repeated placement gets the same page back).
 */
export abstract class OrderPayments {
  abstract paymentUrlFor(orderId: string, customer: AuthenticatedUser): Promise<string>;
}
