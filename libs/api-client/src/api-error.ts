/** A failed API call: the HTTP status and the server's `msg`, which the screens show as it is. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** SPEC §6: a 401 or 403 sends the user to /login. */
  get needsLogin(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Status 0: the request never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;
