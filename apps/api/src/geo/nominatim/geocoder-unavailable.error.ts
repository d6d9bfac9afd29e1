/** The upstream geocoder failed (502), timed out (504) or is saturated (503); the message is for the user. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';

  constructor(
    readonly status: 502 | 503 | 504,
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

export const geocoderMessages = {
  failed: 'The location service is not answering right now. Please try again or enter the address manually.',
  timedOut: 'The location service took too long to answer. Please try again or enter the address manually.',
  busy: 'The location service is busy. Please try again in a moment.',
} as const;
