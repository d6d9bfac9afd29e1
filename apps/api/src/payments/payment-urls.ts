/** The provider's page of ours for a payment; same-origin paths, which the web app redirects to. */
export function paymentUrlOf(provider: 'sandbox' | 'razorpay', paymentId: string): string {
  return `/api/payments/${provider}/${paymentId}`;
}

/** Where the browser lands after paying (PUBLIC_URL, when set, makes it absolute). */
export function confirmationUrlOf(publicUrl: string, orderId: string, outcome: 'succeeded' | 'failed'): string {
  return `${publicUrl}/order-confirmation?orderId=${encodeURIComponent(orderId)}&payment=${outcome}`;
}
