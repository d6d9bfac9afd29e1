import { GEOLOCATION_UNSUPPORTED } from '@jhatpat/machines';

/** The browser's position, for "Use current location" (docs/product.md §4); a missing API rejects as the machine expects. */
export function currentPosition(geolocation: Geolocation | null | undefined): Promise<{ latitude: number; longitude: number }> {
  if (!geolocation) return Promise.reject({ code: GEOLOCATION_UNSUPPORTED });
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      // A refusal, an unavailable fix and a timeout all leave the shopper to choose by hand.
      (error) => reject(error),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
