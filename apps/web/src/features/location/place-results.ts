import type { Place } from '@jhatpat/api-client';
import type { LocationResult as SearchHit } from '@jhatpat/machines';
import type { LocationResult as PanelResult } from '@jhatpat/ui';

/** A geocoder place as the location-search machine holds it. */
export function toSearchHit(place: Place): SearchHit {
  const hit: SearchHit = { displayName: place.display_name };
  for (const part of ['road', 'neighbourhood', 'suburb'] as const) {
    const value = place.address?.[part];
    if (value) hit[part] = value;
  }
  return hit;
}

/** The machine's hits as the panel lists them; a hit has no id of its own, so its place in the list is its key. */
export function toPanelResults(hits: readonly SearchHit[]): PanelResult[] {
  return hits.map(({ displayName, road, neighbourhood, suburb }, index) => ({
    id: `${index}:${displayName}`,
    displayName,
    address: { road, neighbourhood, suburb },
  }));
}

/**
 * What a reverse lookup tells the machine: the display name and the city. docs/product.md §4 makes "first part, city" the
 * location, so a place with no city falls back to the display name's second part (a village's district, say).
 */
export function toReversePlace(place: Place): { displayName: string; city: string } {
  const city = place.address?.city ?? place.display_name.split(',')[1]?.trim() ?? '';
  return { displayName: place.display_name, city };
}
