/** A webhook that is not the provider's (bad or missing signature) or is too old to trust: HTTP 400. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
}
