import { HttpResponse, type HttpHandler } from 'msw';
import { serviceabilityOf } from '../fixtures/geo.js';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const geoEndpoints: readonly Endpoint[] = [
  ['get', '/geo/search'],
  ['get', '/geo/reverse'],
  ['get', '/geo/serviceability'],
];

export const NOTHING_HERE = "Couldn't fetch address details. Please enter manually.";

/** Place search (by words of the name), the nearest place to a point, and the serviceability check. */
export function geoHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    api.get('/geo/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
      if (!q) return errorReply(400, 'q must be the place to look for, 1 to 200 characters');
      const words = q.split(/[\s,]+/).filter(Boolean);
      return HttpResponse.json(state.places.filter((p) => words.some((w) => p.display_name.toLowerCase().includes(w))).slice(0, 10));
    }),
    api.get('/geo/reverse', ({ request }) => {
      const url = new URL(request.url);
      const [lat, lon] = [Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon'))];
      if (!Number.isFinite(lat) || lat < -90 || lat > 90) return errorReply(400, 'lat must be a number from -90 to 90');
      if (!Number.isFinite(lon) || lon < -180 || lon > 180) return errorReply(400, 'lon must be a number from -180 to 180');
      const distance = (p: { lat: string; lon: string }) => Math.hypot(Number(p.lat) - lat, Number(p.lon) - lon);
      const nearest = [...state.places].sort((a, b) => distance(a) - distance(b))[0];
      // Like the gazetteer: nothing known within about 50 km.
      return nearest && distance(nearest) < 0.5 ? HttpResponse.json(nearest) : errorReply(404, NOTHING_HERE);
    }),
    api.get('/geo/serviceability', ({ request }) => {
      const address = new URL(request.url).searchParams.get('address') ?? '';
      if (!address) return errorReply(400, 'address must be the address text, 1 to 500 characters');
      return HttpResponse.json(serviceabilityOf(address));
    }),
  ];
}

export function geoEmptyHandlers(): HttpHandler[] {
  return geoHandlers(createShopState({ places: [] }));
}

export const geoErrorHandlers = (msg?: string, status?: number) => failingHandlers(geoEndpoints, msg, status);
export const geoLoadingHandlers = () => loadingHandlers(geoEndpoints);
