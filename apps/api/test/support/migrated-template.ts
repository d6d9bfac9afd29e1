import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Database } from '../../src/platform/database/database.js';
import type { DatabaseSettings } from '../../src/platform/config/app-config.js';
import { shopMigrations } from '../../src/shop-migrations.js';

/**
 * One migrated database per test run, which every test app starts from a copy of
 * (docs/decisions.md#one-migrated-template): migrating took most of a spec file's set-up, on PGlite
 * above all (initdb in WebAssembly, then every migration). jest's globalSetup builds it once, before the
 * workers start, and hands its place to them through the environment; a file still gets a database of
 * its own, so it never sees another file's rows.
 *   - PostgreSQL: a template database; `CREATE DATABASE … TEMPLATE` copies it in milliseconds.
 *   - PGlite: a migrated data directory, copied file by file (a closed PGlite directory is an ordinary
 *     PostgreSQL data directory: the copy opens with the same transaction ids and schema).
 */
const POSTGRES_TEMPLATE = 'JHATPAT_TEST_TEMPLATE_DATABASE';
const PGLITE_TEMPLATE = 'JHATPAT_TEST_TEMPLATE_DATA_DIR';
// A folder of the run's own, where the workers build and find the seeded template (seeded-template.ts).
const RUN_DIR = 'JHATPAT_TEST_RUN_DIR';

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const urlOf = (database: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

/** Migrates the template for this run's engine and names it in process.env for the workers. */
export async function prepareMigratedTemplate(engine: DatabaseSettings['engine']): Promise<void> {
  process.env[RUN_DIR] = await mkdtemp(path.join(tmpdir(), 'jp-run-'));
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-template-'));
    const dataDir = path.join(dir, 'pglite');
    await migrate({ engine, dataDir });
    process.env[PGLITE_TEMPLATE] = dataDir;
    return;
  }
  const name = `jhatpat_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  await migrate({ engine, url: urlOf(name) });
  // No one connects to a template: a connection open on it would make every copy fail.
  await withAdmin((client) => client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  process.env[POSTGRES_TEMPLATE] = name;
}

export async function dropMigratedTemplate(): Promise<void> {
  // The seeded template in it was dropped first (global-setup.mjs).
  const runDir = process.env[RUN_DIR];
  if (runDir) await rm(runDir, { recursive: true, force: true });
  const dataDir = process.env[PGLITE_TEMPLATE];
  if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE];
  if (name) {
    await withAdmin(async (client) => {
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    });
  }
}

/** The template database to copy, when this run has one (jest's globalSetup ran). */
export const postgresTemplate = (): string | null => process.env[POSTGRES_TEMPLATE] ?? null;

/** The run's own folder, when jest's globalSetup made one. */
export const testRunDir = (): string | null => process.env[RUN_DIR] ?? null;

/**
 * Fills `dataDir` with a copy of the migrated PGlite directory; false when this run has none.
 * Copied synchronously: Node 20's promise `cp` walks the directory's 1,150 files in JavaScript and took
 * 0.45–1.0 CPU-seconds a copy inside a jest worker, `cpSync` 0.1–0.2 (timed 2026-11-30 on an idle machine).
 */
export async function copyPgliteTemplate(dataDir: string): Promise<boolean> {
  const template = process.env[PGLITE_TEMPLATE];
  if (!template) return false;
  copyPgliteDirectory(template, dataDir);
  return true;
}

/** Copies a closed PGlite directory (synchronously: see copyPgliteTemplate). */
export function copyPgliteDirectory(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

async function migrate(settings: DatabaseSettings): Promise<void> {
  const database = await Database.open(settings, { migrations: shopMigrations });
  await database.close();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
