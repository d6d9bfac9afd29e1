export { GeoModule } from './geo.module.js';
export { geocoderDefaults, geocoderSettingsSchema } from './geocoder-settings.js';
