export { GeoModule } from './geo.module.js';
