import { geocoderSettingsSchema } from './geo/index.js';
import { smsSettingsSchema } from './identity/index.js';
import { paymentSettingsSchema } from './payments/index.js';
import { type AppConfig, databaseSettingsSchema } from './platform/config/app-config.js';
import { guardSettingsSchema, serverSettingsSchema } from './platform/config/platform-settings.js';
import { readSettings } from './platform/config/settings-schema.js';

/**
 * Reads the API's settings from the environment, each part with the schema of whoever owns it (the
 * platform, the geocoder, payments, identity's SMS); every setting is documented in .env.example. The platform may not
 * import a context, so the parts meet here, beside app.module.ts, in the order an operator has always
 * been told about a bad one.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const place = readSettings(databaseSettingsSchema, env);
  const server = readSettings(serverSettingsSchema(place), env);
  const sharedDatabase = place.database.engine === 'postgres';
  return {
    ...place,
    ...server,
    ...readSettings(geocoderSettingsSchema, env),
    payments: readSettings(paymentSettingsSchema(sharedDatabase, !sharedDatabase && server.seedDemoData), env),
    sms: readSettings(smsSettingsSchema(!sharedDatabase && server.seedDemoData), env),
    ...readSettings(guardSettingsSchema(place), env),
  };
}
