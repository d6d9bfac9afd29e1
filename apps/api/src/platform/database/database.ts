import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { type DatabaseSettings, defaultPoolSize } from '../config/app-config.js';
import { grantAppRole, type LogProtection, whoIs } from './app-role-grants.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import type { Migration, MigrationList } from './migration-list.js';
import { SchemaNotReadyError } from './schema-not-ready.error.js';
import { Sql } from './sql-transaction.js';

export type DatabaseEngine = DatabaseSettings['engine'];

/**
 * 'read-write' (the shop, `rebuild`, `user:create`): pending migrations are applied on open.
 * 'read-only' (the audit tools): nothing is migrated, a database without this version's schema is
 * refused with what to do, and every transaction is READ ONLY, so a tool pointed at a live shop's
 * database cannot change it by mistake (docs/decisions.md#read-only-audit-tools).
 */
export type DatabaseAccess = 'read-write' | 'read-only';

/** How to open it: the shop's migrations (src/shop-migrations.ts: the platform may not import the contexts that own them) and the access. */
export interface DatabaseOpening {
  migrations: MigrationList;
  access?: DatabaseAccess;
}

// PostgreSQL applies it to each new connection of the pool (a startup parameter).
const READ_ONLY_SESSIONS = '-c default_transaction_read_only=on';

// Any fixed number works; it only has to be the same in every API instance.
const MIGRATION_LOCK_KEY = 7_302_025;

/** The shop's one database, embedded or PostgreSQL, opened with its schema migrated (or, read-only, checked). */
export class Database {
  /** Set on open: whether the shop's role can rewrite the log (docs/decisions.md#tamper-evidence). */
  protection: LogProtection = { roles: 'embedded', appRole: null, note: null };

  /** The shop's one way to send SQL (Sql): every context and the event store use it. */
  readonly sql: Sql;

  private constructor(
    readonly engine: DatabaseEngine,
    /** TypeORM: the migration runner, and what the tests inspect; not for the shop's own SQL. */
    readonly dataSource: DataSource,
    private readonly embedded: EmbeddedPostgres | null,
  ) {
    const pool = poolOf(dataSource);
    if (embedded) startsWithNoStatements(pool);
    this.sql = new Sql(pool);
  }

  static async open(settings: DatabaseSettings, { migrations: list, access = 'read-write' }: DatabaseOpening): Promise<Database> {
    // TypeORM's option is a mutable array.
    const migrations: Migration[] = [...list];
    const readOnly = access === 'read-only';
    // Opening PGlite on an empty directory would create a database there: a reader must not.
    if (readOnly && settings.engine === 'pglite' && !existsSync(path.join(settings.dataDir, 'PG_VERSION'))) {
      throw SchemaNotReadyError.missing(settings);
    }
    const embedded = settings.engine === 'pglite' ? await EmbeddedPostgres.start(settings.dataDir) : null;
    const dataSource = new DataSource({
      type: 'postgres',
      ...(embedded ? embedded.connection : { url: connectionUrl(settings) }),
      // PGlite is a single session: one pooled connection keeps transactions from interleaving.
      poolSize: settings.engine === 'pglite' ? 1 : (settings.poolSize ?? defaultPoolSize()),
      // A PostgreSQL server that does not answer must not hold requests forever: after 5 s the request
      // fails and answers 503 (platform/http/database-unavailable.ts), and the pool tries again for the
      // next. pg counts waiting for a free pooled connection in that time too, so the embedded database
      // (one connection, callers queue behind each other's transactions) gets no such limit.
      ...(embedded ? {} : { connectTimeoutMS: 5_000 }),
      ...(readOnly && !embedded ? { extra: { options: READ_ONLY_SESSIONS } } : {}),
      migrations,
      migrationsTableName: 'schema_migrations',
      applicationName: 'jhatpat-api',
      logging: false,
    });
    try {
      await dataSource.initialize();
      const database = new Database(settings.engine, dataSource, embedded);
      if (!readOnly) {
        if (embedded) await dataSource.runMigrations({ transaction: 'each' });
        database.protection = embedded || settings.engine !== 'postgres' ? EMBEDDED : await database.migrateAndGrant(settings, migrations);
        return database;
      }
      // PGlite ignores startup parameters but is one session for every connection: set it there once.
      if (embedded) await dataSource.query(`SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY`);
      await database.assertSchemaCurrent(settings);
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
    const rows: { name: string }[] = await this.sql.query(`SELECT name FROM schema_migrations ORDER BY id`);
    return rows.map((row) => row.name);
  }

  async pendingMigrations(): Promise<string[]> {
    const applied = new Set(await this.appliedMigrations());
    return this.dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !applied.has(name));
  }

  /** A reader needs this version's schema but may not apply it: it says what is missing instead. */
  private async assertSchemaCurrent(settings: DatabaseSettings): Promise<void> {
    const [{ migrated }]: { migrated: boolean }[] = await this.dataSource.query(
      `SELECT to_regclass('schema_migrations') IS NOT NULL AS migrated`,
    );
    if (!migrated) throw SchemaNotReadyError.missing(settings);
    const pending = await this.pendingMigrations();
    if (pending.length > 0) throw SchemaNotReadyError.behind(pending);
  }

  /**
   * Migrates as the owner (DATABASE_OWNER_URL, when set, else the shop's own role), then, with an owner
   * of its own, grants the shop's role what it needs and takes back what would let it rewrite the log.
   */
  private async migrateAndGrant({ url, ownerUrl, asOwner }: PostgresSettings, migrations: Migration[]): Promise<LogProtection> {
    // A tool connected as the owner still grants DATABASE_URL's role: ask that role who it is.
    const app = asOwner && ownerUrl ? await whoIsAt(url) : await whoIs((sql) => this.dataSource.query(sql));
    if (!ownerUrl) {
      await migrate(this.dataSource);
      return single(app.role, 'DATABASE_OWNER_URL is not set: the shop connects as the role that owns the event log, so the log is guarded by its hash chain only');
    }
    // Two connections: one holds the migration lock while the other migrates.
    const owner = new DataSource({ type: 'postgres', url: ownerUrl, poolSize: 2, connectTimeoutMS: 5_000, migrations, migrationsTableName: 'schema_migrations', applicationName: 'jhatpat-migrate', logging: false });
    await owner.initialize();
    try {
      const ownerRole = await whoIs((sql) => owner.query(sql));
      await migrate(owner);
      if (ownerRole.role === app.role) return single(app.role, 'DATABASE_OWNER_URL connects as the same role as DATABASE_URL: give the shop a role of its own');
      const grants = owner.createQueryRunner();
      try {
        await grantAppRole(grants, app.role);
      } finally {
        await grants.release();
      }
      if (app.superuser) return single(app.role, `DATABASE_URL's role ${app.role} is a superuser, which no grant can hold back: give the shop an ordinary role`);
      return { roles: 'separate', appRole: app.role, note: null };
    } finally {
      await owner.destroy();
    }
  }
}

/**
 * The pg pool TypeORM's PostgreSQL driver holds (its "master", not public API), the one place the shop
 * reaches for it. Why not a pool of our own: PGlite serves one connection, which TypeORM's pool (the
 * migrations, the tests' DataSource) and a second pool cannot share without one waiting on the other
 * for good; and on PostgreSQL a second pool would double the connections. TypeORM takes no pool from
 * outside. A TypeORM upgrade that renames it fails at start, here, not on a request.
 */
function poolOf(dataSource: DataSource): pg.Pool {
  const pool = (dataSource.driver as unknown as { master?: pg.Pool }).master;
  if (!pool || typeof pool.connect !== 'function') throw new Error("TypeORM's PostgreSQL driver has no pg pool at driver.master: see platform/database/database.ts");
  return pool;
}

/**
 * PGlite is one session for every connection made to it, so the statements a closed connection prepared
 * are still there when the pool makes its next one, whose pg client knows none of them: its first named
 * statement failed with "prepared statement … already exists" (Sql names each statement after its text).
 * The pool holds one connection (PGlite serves one at a time), so a new one may forget them all first:
 * pg sends a client's queries in order, so this goes before any the pool hands it.
 */
function startsWithNoStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch(() => undefined); // a connection that fails here fails its next query too
  });
}

const EMBEDDED: LogProtection = {
  roles: 'embedded',
  appRole: null,
  note: 'the embedded database (PGlite) is one process and has no roles that could hold it back: the event log is guarded by its hash chain only',
};

const single = (appRole: string, note: string): LogProtection => ({ roles: 'single', appRole, note });

type PostgresSettings = Extract<DatabaseSettings, { engine: 'postgres' }>;

/** The shop's own role, or the owner's for a tool that creates and renames tables (settings.asOwner). */
function connectionUrl(settings: DatabaseSettings): string {
  if (settings.engine !== 'postgres') throw new Error('the embedded database has no URL');
  return settings.asOwner && settings.ownerUrl ? settings.ownerUrl : settings.url;
}

async function whoIsAt(url: string): Promise<{ role: string; superuser: boolean }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await whoIs(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Several API instances may start together on one PostgreSQL; an advisory lock lets one migrate. */
async function migrate(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
