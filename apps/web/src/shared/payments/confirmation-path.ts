/**
 * Where a payment frame has arrived, if it is the shop's order confirmation: the provider's page
 * redirects there (303) when the payment settles. Returns the in-app path with its query, else null.
 */
export function confirmationPathOf(frameHref: string, shopOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(frameHref);
  } catch {
    return null;
  }
  if (url.origin !== shopOrigin || url.pathname !== '/order-confirmation') return null;
  return `${url.pathname}${url.search}`;
}
