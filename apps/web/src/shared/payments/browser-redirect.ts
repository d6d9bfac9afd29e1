/** Sends the whole tab to another page (a payment provider's); the shop's state stays in storage. */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
