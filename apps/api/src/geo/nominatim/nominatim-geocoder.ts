import { shopRules } from '@jhatpat/domain';
import { LRUCache } from 'lru-cache';
import type { GeocoderSettings } from '../../platform/config/app-config.js';
import { Geocoder } from '../geocoder.js';
import { type PlaceAddress, placeAddressKeys, type PlaceView } from '../place.view.js';
import { GeocoderUnavailableError, geocoderMessages } from './geocoder-unavailable.error.js';
import { PacerFullError, RequestPacer } from './request-pacer.js';

const CACHE_ENTRIES = 1000;
/** One minute of queue at 1 request/s; past that a caller is told "busy" at once. */
const MAX_WAITING = 60;

/**
 * A Nominatim-compatible service, used within its usage policy: an identifying User-Agent, at most one
 * request per second from this process (queued), answers cached, identical requests in flight shared.
 */
export class NominatimGeocoder extends Geocoder {
  private readonly base: URL;
  private readonly pacer: RequestPacer;
  // Boxed: lru-cache holds no null, and a JSON answer may be one.
  private readonly cache: LRUCache<string, { body: unknown }>;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly settings: GeocoderSettings) {
    super();
    this.base = new URL(settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
    this.pacer = new RequestPacer(settings.minIntervalMs, MAX_WAITING);
    // The least recently used answer goes first when full; each lives cacheTtlMs from when it came.
    this.cache = new LRUCache({ max: CACHE_ENTRIES, ttl: settings.cacheTtlMs });
  }

  async search(query: string): Promise<PlaceView[]> {
    const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
    const limit = shopRules.locationSearchLimit;
    const body = await this.get(`search?format=jsonv2&addressdetails=1&limit=${limit}&q=${encodeURIComponent(q)}`);
    if (!Array.isArray(body)) throw upstreamFailed('search answered something other than a list');
    return body.map(toPlace).filter((place): place is PlaceView => place !== null).slice(0, limit);
  }

  async reverse(lat: number, lon: number): Promise<PlaceView | null> {
    // Rounded to about a metre, so that a jittery GPS fix still hits the cache.
    const body = await this.get(`reverse?format=jsonv2&lat=${lat.toFixed(5)}&lon=${lon.toFixed(5)}`);
    return toPlace(body);
  }

  private get(path: string): Promise<unknown> {
    const cached = this.cache.get(path);
    if (cached) return Promise.resolve(cached.body);
    const pending = this.inFlight.get(path);
    if (pending) return pending;
    const request = this.pacer
      .run(() => this.fetchJson(path))
      .then((body) => {
        this.cache.set(path, { body });
        return body;
      })
      .catch((error: unknown) => {
        if (error instanceof PacerFullError) throw new GeocoderUnavailableError(503, geocoderMessages.busy, error.message);
        throw error;
      })
      .finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, request);
    return request;
  }

  private async fetchJson(path: string): Promise<unknown> {
    const url = new URL(path, this.base);
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.settings.userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      if (!response.ok) throw upstreamFailed(`${url.pathname} answered HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GeocoderUnavailableError(504, geocoderMessages.timedOut, `${url.pathname} took over ${this.settings.timeoutMs} ms`);
      }
      throw upstreamFailed(`${url.pathname}: ${(error as Error).message}`);
    }
  }
}

const upstreamFailed = (detail: string) => new GeocoderUnavailableError(502, geocoderMessages.failed, detail);

type NominatimPlace = Partial<Record<'place_id' | 'display_name' | 'lat' | 'lon', unknown>> & {
  address?: Record<string, unknown>;
};

/** Keeps the fields the client reads; Nominatim's "no result" ({ error }) and malformed items become null. */
function toPlace(raw: unknown): PlaceView | null {
  const item = raw as NominatimPlace | null;
  if (!item || typeof item !== 'object' || typeof item.display_name !== 'string') return null;
  const lat = String(item.lat ?? '');
  const lon = String(item.lon ?? '');
  if (!Number.isFinite(Number.parseFloat(lat)) || !Number.isFinite(Number.parseFloat(lon))) return null;
  const source = item.address ?? {};
  const address: PlaceAddress = {};
  for (const key of placeAddressKeys) if (typeof source[key] === 'string') address[key] = source[key];
  // Nominatim names a smaller place's "city" as town or village.
  const city = source.city ?? source.town ?? source.village ?? source.municipality;
  if (typeof city === 'string') address.city = city;
  return { place_id: Number(item.place_id) || 0, display_name: item.display_name, lat, lon, address };
}
