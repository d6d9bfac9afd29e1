import type { PlaceView } from './place.view.js';

/** Where places come from: an upstream Nominatim when configured, else the built-in gazetteer. */
export abstract class Geocoder {
  /** At most shopRules.locationSearchLimit places, best first. */
  abstract search(query: string): Promise<PlaceView[]>;
  /** The place at a point, or null when nothing is known there. */
  abstract reverse(lat: number, lon: number): Promise<PlaceView | null>;
}
