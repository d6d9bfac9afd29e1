import { DataSource } from 'typeorm';
import type { DatabaseSettings } from '../config/app-config.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { migrations } from './migrations/index.js';

export type DatabaseEngine = DatabaseSettings['engine'];

// Any fixed number works; it only has to be the same in every API instance.
const MIGRATION_LOCK_KEY = 7_302_025;

/** The shop's one database, embedded or PostgreSQL, opened with its schema migrated. */
export class Database {
  private constructor(
    readonly engine: DatabaseEngine,
    readonly dataSource: DataSource,
    private readonly embedded: EmbeddedPostgres | null,
  ) {}

  static async open(settings: DatabaseSettings): Promise<Database> {
    const embedded = settings.engine === 'pglite' ? await EmbeddedPostgres.start(settings.dataDir) : null;
    const dataSource = new DataSource({
      type: 'postgres',
      ...(embedded ? embedded.connection : { url: (settings as { url: string }).url }),
      // PGlite is a single session: one pooled connection keeps transactions from interleaving.
      poolSize: embedded ? 1 : 20,
      // A PostgreSQL server that does not answer must not hold requests forever: after 5 s the request
      // fails and answers 503 (platform/http/database-unavailable.ts), and the pool tries again for the
      // next. pg counts waiting for a free pooled connection in that time too, so the embedded database
      // (one connection, callers queue behind each other's transactions) gets no such limit.
      ...(embedded ? {} : { connectTimeoutMS: 5_000 }),
      migrations,
      migrationsTableName: 'schema_migrations',
      applicationName: 'jhatpat-api',
      logging: false,
    });
    try {
      await dataSource.initialize();
      const database = new Database(settings.engine, dataSource, embedded);
      await database.migrate();
      return database;
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.stop();
  }

  async appliedMigrations(): Promise<string[]> {
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM schema_migrations ORDER BY id`);
    return rows.map((row) => row.name);
  }

  async pendingMigrations(): Promise<string[]> {
    const applied = new Set(await this.appliedMigrations());
    return this.dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
  }

  /** Several API instances may start together on one PostgreSQL; an advisory lock lets one migrate. */
  private async migrate(): Promise<void> {
    if (!this.embedded) {
      const lock = this.dataSource.createQueryRunner();
      try {
        await lock.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
        await this.dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await lock.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await lock.release();
      }
      return;
    }
    await this.dataSource.runMigrations({ transaction: 'each' });
  }
}
