import type { DatabaseSettings } from '../config/app-config.js';

/** A read-only opener found no schema, or an older one than this version reads: what to do about it. */
export class SchemaNotReadyError extends Error {
  override name = 'SchemaNotReadyError';

  static missing(settings: DatabaseSettings): SchemaNotReadyError {
    const check = settings.engine === 'postgres' ? 'DATABASE_URL' : `DATA_DIR (there is no database in ${settings.dataDir})`;
    return new SchemaNotReadyError(`this database has no Jhatpat schema yet: start the shop once (npm start) or check ${check}`);
  }

  static behind(pending: readonly string[]): SchemaNotReadyError {
    return new SchemaNotReadyError(
      `this database's schema is older than this version of Jhatpat (${pending.length} migration(s) not applied: ${pending.join(', ')}): ` +
        'start this version of the shop once (npm start) to migrate it, or run the tool from the version the shop runs',
    );
  }
}
