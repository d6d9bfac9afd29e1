/** A failed API call: the HTTP status and the server's `msg`, which the screens show as it is. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** A 429's Retry-After in seconds (or a 503's), when the server said. */
    readonly retryAfterSeconds: number | null = null,
    /** The refusal's whole body, for answers that carry more than msg (issue 18: a 409's `shortLines`). */
    readonly details: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
  }

  /** docs/product.md §6: a 401 or 403 sends the user to /login. */
  get needsLogin(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** A 429 whose body carries no msg (a proxy's own page): the shopper still reads what to do. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your network. Please wait a moment and try again.';

/** Status 0: the request never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;
