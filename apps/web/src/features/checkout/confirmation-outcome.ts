/** What /order-confirmation?orderId=&payment= says happened (docs/product.md §2; the provider's redirect adds `payment`). */
export type ConfirmationOutcome =
  | { kind: 'placed'; orderId: string | null }
  | { kind: 'paid'; orderId: string | null }
  | { kind: 'paymentFailed'; orderId: string | null };

export function confirmationOutcome(params: URLSearchParams): ConfirmationOutcome {
  const orderId = params.get('orderId')?.trim() || null;
  const payment = params.get('payment');
  if (payment === 'succeeded') return { kind: 'paid', orderId };
  if (payment === 'failed') return { kind: 'paymentFailed', orderId };
  // No payment step: a cash-on-delivery order, confirmed when placed.
  return { kind: 'placed', orderId };
}

export const confirmationTexts = {
  placed: { title: 'Thank you for your order', message: 'Order placed successfully! Pay when your order arrives' },
  paid: { title: 'Payment successful', message: 'Your order is paid and confirmed. We are on it.' },
  paymentFailed: { title: 'Payment failed', message: 'Your payment did not go through. Your order is saved and waiting for payment.' },
} as const satisfies Record<ConfirmationOutcome['kind'], { title: string; message: string }>;
