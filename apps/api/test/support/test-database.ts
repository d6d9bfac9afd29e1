import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../../src/platform/config/app-config.js';
import { copyPgliteDirectory, copyPgliteTemplate, postgresTemplate, urlOf, withAdmin } from './migrated-template.js';
import { seededTemplate, type SeededTemplate } from './seeded-template.js';

export type TestEngine = DatabaseSettings['engine'];

/**
 * The key-encryption key an operator gives the shop and its tools on PostgreSQL (docs/decisions.md#erasure):
 * one per test database, the same for the shop (spawned or in-process) and the tools. On the embedded engine both find the one kept in DATA_DIR.
 */
export function personalDataKeyOf(database: TestDatabase): string {
  return createHash('sha256').update(`personal-data-key:${database.dataDir}`).digest('base64');
}

/** The engine this run tests against: `TEST_DB_ENGINE=postgres|pglite` (tools/scripts/test-all.mjs sets it). */
export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`TEST_DB_ENGINE must be pglite or postgres, got ${engine}`);
  return engine;
}

/** A database of its own for one test file: a fresh PostgreSQL database or a fresh PGlite directory. */
export interface TestDatabase {
  settings: DatabaseSettings;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  return newTestDatabase(engine, 'empty');
}

/**
 * A database of its own with this version's schema already in it: a copy of the run's migrated template
 * (migrated-template.ts), or an empty one that the app migrates when the run has no template.
 */
export async function createMigratedTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  return newTestDatabase(engine, 'migrated');
}

/**
 * A copy of the run's seeded template (seeded-template.ts: the demo catalog, accounts and opening stock
 * already in it), built by `seed` if no worker has built it yet; null when the run has none, and the
 * app then seeds a migrated database itself.
 */
export async function createSeededTestDatabase(seed: (settings: DatabaseSettings, dataDir: string) => Promise<void>, engine: TestEngine = testEngine()): Promise<TestDatabase | null> {
  const template = await seededTemplate(engine, seed);
  return template && newTestDatabase(engine, template);
}

async function newTestDatabase(engine: TestEngine, schema: 'empty' | 'migrated' | SeededTemplate): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-'));
  if (engine === 'pglite') {
    const settings = { engine, dataDir: path.join(dataDir, 'pglite') };
    if (schema === 'migrated') await copyPgliteTemplate(settings.dataDir);
    else if (typeof schema === 'object' && schema.engine === 'pglite') copyPgliteDirectory(schema.dataDir, settings.dataDir);
    return { settings, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `jhatpat_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = schema === 'migrated' ? postgresTemplate() : typeof schema === 'object' && schema.engine === 'postgres' ? schema.database : null;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    settings: { engine, url: urlOf(name) },
    dataDir,
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The tables a test database holds, looked at from outside the shop: on PostgreSQL those of its public
 * schema; on PGlite, whether its directory was ever created (an empty list when it was not).
 */
export async function tablesOf(database: TestDatabase): Promise<string[]> {
  if (database.settings.engine === 'pglite') return existsSync(database.settings.dataDir) ? ['(a PGlite data directory)'] : [];
  const client = new pg.Client({ connectionString: database.settings.url });
  await client.connect();
  try {
    return (await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database as production runs it with two roles (docs/decisions.md#tamper-evidence):
 * one that owns it and migrates (DATABASE_OWNER_URL), one the shop connects as (DATABASE_URL). The
 * roles are the cluster's: .ci/run creates them, and so does this, idempotently, for a run without it.
 */
export interface RoleSeparatedDatabase extends TestDatabase {
  settings: { engine: 'postgres'; url: string; ownerUrl: string };
  ownerUrl: string;
  appUrl: string;
  /** The superuser's URL for this database (to alter rows as no shop role could). */
  superuserUrl: string;
  appRole: string;
}

export const testRoles = () => ({ owner: process.env.TEST_DB_OWNER_ROLE ?? 'jhatpat_owner', app: process.env.TEST_DB_APP_ROLE ?? 'jhatpat_app' });

export async function createRoleSeparatedDatabase(): Promise<RoleSeparatedDatabase> {
  const { owner, app } = testRoles();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jp-'));
  const name = `jhatpat_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(async (client) => {
    for (const role of [owner, app]) {
      // Parallel test files may race to create it: the loser's error means it exists.
      await client.query(`DO $$ BEGIN CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    }
    await client.query(`CREATE DATABASE ${name} OWNER ${pg.escapeIdentifier(owner)}`);
  });
  const urlAs = (user: string | null) => {
    const url = new URL(urlOf(name));
    if (user) url.username = user;
    return url.toString();
  };
  const ownerUrl = urlAs(owner);
  const appUrl = urlAs(app);
  return {
    settings: { engine: 'postgres', url: appUrl, ownerUrl },
    dataDir,
    ownerUrl,
    appUrl,
    superuserUrl: urlAs(null),
    appRole: app,
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One statement batch on a connection of its own (as a given role), for what a test does outside the shop. */
export async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
