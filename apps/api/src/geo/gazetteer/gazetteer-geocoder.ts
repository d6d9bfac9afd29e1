import { shopRules } from '@jhatpat/domain';
import { Geocoder } from '../geocoder.js';
import type { PlaceAddress, PlaceView } from '../place.view.js';
import { matchScore, normalise } from './fuzzy-match.js';
import { type Locality, localities } from './localities.js';

/** Beyond this distance from every known place, a reverse lookup knows nothing (rather than naming a far city). */
export const REVERSE_RADIUS_KM = 25;
const MIN_SCORE = 0.5;
/** A query naming only the city or state ("Patna", "Bihar") lists its places, below any name match. */
const REGION_SCORE = 0.55;

interface Entry {
  place: PlaceView;
  locality: Locality;
  names: string[][];
  region: string[][];
}

/** The offline geocoder: fuzzy search and nearest-place reverse lookup over the built-in localities. */
export class GazetteerGeocoder extends Geocoder {
  private readonly entries: Entry[] = localities.map((locality, index) => ({
    place: toPlace(locality, index),
    locality,
    names: [locality.name, ...(locality.aliases ?? [])].map(normalise),
    region: [normalise(locality.city), normalise(locality.state)],
  }));

  async search(query: string): Promise<PlaceView[]> {
    const typed = normalise(query);
    return this.entries
      .map((entry) => {
        const byName = Math.max(...entry.names.map((name) => matchScore(typed, name)));
        const byRegion = entry.region.some((region) => matchScore(typed, region) >= 0.9) ? REGION_SCORE : 0;
        return { entry, score: Math.max(byName, byRegion) };
      })
      .filter(({ score }) => score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score || a.entry.locality.name.localeCompare(b.entry.locality.name))
      .slice(0, shopRules.locationSearchLimit)
      .map(({ entry }) => entry.place);
  }

  async reverse(lat: number, lon: number): Promise<PlaceView | null> {
    let nearest: { entry: Entry; km: number } | null = null;
    for (const entry of this.entries) {
      const km = haversineKm(lat, lon, entry.locality.lat, entry.locality.lon);
      if (!nearest || km < nearest.km) nearest = { entry, km };
    }
    return nearest && nearest.km <= REVERSE_RADIUS_KM ? nearest.entry.place : null;
  }
}

const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function toPlace(locality: Locality, index: number): PlaceView {
  const address: PlaceAddress = {};
  if (locality.kind !== 'city') address[locality.kind] = locality.name;
  Object.assign(address, { city: locality.city, state: locality.state, postcode: locality.postcode, country: 'India' });
  const parts = [locality.name, locality.name === locality.city ? null : locality.city, locality.state, locality.postcode, 'India'];
  return {
    // Stable ids, far from Nominatim's own, so the two never seem to name the same place.
    place_id: 9_000_000_000 + index,
    display_name: parts.filter(Boolean).join(', '),
    lat: String(locality.lat),
    lon: String(locality.lon),
    address,
  };
}
