/** Where an online (CARD or UPI) order's payment page is, for "Retry Payment" after a failed attempt. */
export interface OnlinePayment {
  paymentUrl: string;
  method: 'CARD' | 'UPI';
}

// Kept here, not added to the order view: the page's URL is a capability (its key lets anyone pay or fail it),
// so it stays in this tab's sessionStorage, which logout clears, rather than in the order view that
// admins, riders and auditors also read.
const keyOf = (orderId: string) => `jhatpat.payment.${orderId}`;

// Only our own page or a provider's https page is ever opened from here.
const isOpenable = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//.test(url);

export function rememberPayment(store: Storage, orderId: string, payment: OnlinePayment): void {
  try {
    store.setItem(keyOf(orderId), JSON.stringify(payment));
  } catch {
    // A full or blocked storage only costs the retry button; the payment itself goes ahead.
  }
}

export function recallPayment(store: Storage, orderId: string): OnlinePayment | null {
  try {
    const payment = JSON.parse(store.getItem(keyOf(orderId)) ?? 'null') as Partial<OnlinePayment> | null;
    const known = payment && typeof payment.paymentUrl === 'string' && isOpenable(payment.paymentUrl);
    return known && (payment.method === 'CARD' || payment.method === 'UPI') ? { paymentUrl: payment.paymentUrl!, method: payment.method } : null;
  } catch {
    return null;
  }
}
