import { z } from 'zod';
import type { GeocoderSettings } from '../platform/config/app-config.js';
import { httpUrlSetting, optionalSetting } from '../platform/config/settings-schema.js';

export const geocoderDefaults = {
  userAgent: 'Jhatpat-API/1.0 (quick-delivery grocery shop, Patna; location search for its customers)',
  minIntervalMs: 1000,
  timeoutMs: 3000,
  cacheTtlMs: 10 * 60 * 1000,
} as const;

/** GEOCODER_URL (a Nominatim-compatible service) and GEOCODER_USER_AGENT; no URL: the built-in gazetteer answers. */
export const geocoderSettingsSchema = z
  .object({ GEOCODER_URL: httpUrlSetting('GEOCODER_URL'), GEOCODER_USER_AGENT: optionalSetting })
  .transform(({ GEOCODER_URL: url, GEOCODER_USER_AGENT: userAgent }): { geocoder?: GeocoderSettings } =>
    url ? { geocoder: { ...geocoderDefaults, url, userAgent: userAgent ?? geocoderDefaults.userAgent } } : {},
  );
