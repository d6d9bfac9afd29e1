import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../platform/config/config.module.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { CheckServiceabilityController } from './check-serviceability/check-serviceability.controller.js';
import { GazetteerGeocoder } from './gazetteer/gazetteer-geocoder.js';
import { Geocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim/nominatim-geocoder.js';
import { ReverseGeocodeController } from './reverse-geocode/reverse-geocode.controller.js';
import { SearchPlacesController } from './search-places/search-places.controller.js';

/** Location search, reverse lookup and the delivery-city check, open to everyone (docs/product.md §2 location panel). */
@Module({
  controllers: [SearchPlacesController, ReverseGeocodeController, CheckServiceabilityController],
  providers: [
    {
      provide: Geocoder,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Geocoder =>
        config.geocoder ? new NominatimGeocoder(config.geocoder) : new GazetteerGeocoder(),
    },
  ],
})
export class GeoModule {}
