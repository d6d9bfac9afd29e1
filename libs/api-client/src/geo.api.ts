import { shopRules } from '@jhatpat/domain';
import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';

/** The address details of a place (docs/product.md §2: a title from road, neighbourhood or suburb). */
export type PlaceAddress = Schemas['PlaceAddress'];

/** One place in Nominatim's jsonv2 shape: lat and lon are decimal strings, as Nominatim sends them. */
export type Place = Schemas['PlaceView'];

export type Serviceability = Schemas['Serviceability'];

/** The shop's geocoding (its gazetteer or an upstream Nominatim); no login needed. */
export function geoApi(http: HttpClient) {
  return {
    /** At most `limit` places, best first; the server answers at most 10, so the limit is applied here. */
    search: async (query: string, limit: number = shopRules.locationSearchLimit) =>
      (await http.get<Place[]>('/geo/search', { query: { q: query.trim() } })).slice(0, limit),
    /** The place at a point; a 404 ApiError carries "Couldn't fetch address details. Please enter manually." */
    reverse: (lat: number, lon: number) => http.get<Place>('/geo/reverse', { query: { lat, lon } }),
    serviceability: (address: string) => http.get<Serviceability>('/geo/serviceability', { query: { address } }),
  };
}

export type GeoApi = ReturnType<typeof geoApi>;
