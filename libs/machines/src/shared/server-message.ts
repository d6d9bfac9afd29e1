// An API failure (api-client's ApiError) carries the HTTP status and the server's msg; status 0
// means the request never reached the server. Machines only duck-type it: no data-access import.
interface ServerFailure {
  status: number;
  message: string;
}

function isServerFailure(error: unknown): error is ServerFailure {
  return typeof error === 'object' && error !== null && typeof (error as ServerFailure).status === 'number' && typeof (error as ServerFailure).message === 'string';
}

/** docs/product.md §8 "the server's msg, else <fallback>": only a real server answer is shown, never a JS error text. */
export function serverMessage(error: unknown, fallback: string): string {
  return isServerFailure(error) && error.status > 0 && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * A spec text for a failure (docs/product.md §8 "Failed to search locations"), except a 429: then the server's words,
 * which say to wait (docs/decisions.md#client-limits), rather than a failure that retrying at once would repeat.
 */
export function limitedOr(error: unknown, fallback: string): string {
  return isServerFailure(error) && error.status === 429 && error.message.trim() !== '' ? error.message : fallback;
}

/** docs/product.md §6: a 401 or 403 sends the user to /login. */
export function needsLogin(error: unknown): boolean {
  return isServerFailure(error) && (error.status === 401 || error.status === 403);
}
