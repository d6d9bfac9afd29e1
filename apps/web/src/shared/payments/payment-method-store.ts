/** How an online order is paid: decides whether "Retry Payment" opens the page in a frame (CARD) or the whole tab (UPI). */
export type OnlineMethod = 'CARD' | 'UPI';

// Only the method is kept, never a payment page's address: a page is a capability (its key lets anyone
// pay or fail it) and dies with its attempt; each retry asks the API for the order's page
// (docs/decisions.md#payment-retry). This tab's sessionStorage, which logout clears.
const keyOf = (orderId: string) => `jhatpat.payment-method.${orderId}`;

export function rememberPaymentMethod(store: Storage, orderId: string, method: OnlineMethod): void {
  try {
    store.setItem(keyOf(orderId), method);
  } catch {
    // A full or blocked storage only costs the frame: the retry then opens the page in the whole tab.
  }
}

export function recallPaymentMethod(store: Storage, orderId: string): OnlineMethod | null {
  try {
    const method = store.getItem(keyOf(orderId));
    return method === 'CARD' || method === 'UPI' ? method : null;
  } catch {
    return null;
  }
}

// Issue 19 item 3: the order this tab left for a UPI page to pay. A shopper who comes back without paying (the
// browser's Back, or the page left open) is taken to that order, where "Pay Now" is, not to an empty checkout.
const awaitingKey = 'jhatpat.awaiting-payment';

export function rememberAwaitingPayment(store: Storage, orderId: string): void {
  try {
    store.setItem(awaitingKey, orderId);
  } catch {
    // A full or blocked storage only costs the way back: the order detail still offers "Pay Now".
  }
}

/** The order left for payment, once: reading it forgets it, so only the first return is redirected. */
export function takeAwaitingPayment(store: Storage): string | null {
  try {
    const orderId = store.getItem(awaitingKey);
    store.removeItem(awaitingKey);
    return orderId;
  } catch {
    return null;
  }
}
