import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSettings } from '../../src/platform/config/app-config.js';
import { copyPgliteTemplate, postgresTemplate, testRunDir, urlOf, withAdmin } from './migrated-template.js';

/**
 * The run's seeded template (docs/decisions.md#one-migrated-template): the migrated template with the demo
 * catalog, accounts and opening stock in it, which a test app started with `seedDemoData: true` copies
 * instead of seeding. Seeding is the costliest part of such a start (0.4 CPU-s on PostgreSQL, 2.3 on
 * PGlite, where the opening stock is about 250 appends in WebAssembly), and about half the apps the
 * suite starts ask for it.
 *
 * The first worker that needs it builds it, by starting the app seeded on a copy of the migrated template
 * and closing it once its processors have caught up; the other waits for it. Built on demand rather
 * than in jest's globalSetup, so running one spec that never seeds pays nothing for it. Where it lives
 * is written to the run's folder, which the workers share:
 *   - `seeded.lock` (a directory: mkdir is atomic) is taken by the worker that builds it;
 *   - `seeded.json` says where the template is, once it is ready; `seeded.failed` that building failed,
 *     and every app then seeds itself as before, so the failure shows in the specs that seed.
 */
export type SeededTemplate = { engine: 'postgres'; database: string } | { engine: 'pglite'; dataDir: string };

const WAIT_MS = 180_000;

/**
 * The run's seeded template, built by `seed` (which starts the app seeded on the database it is given and
 * closes it) if no worker has built it yet; null when the run has no folder (no globalSetup) or the
 * build failed.
 */
export async function seededTemplate(engine: DatabaseSettings['engine'], seed: (settings: DatabaseSettings, dataDir: string) => Promise<void>): Promise<SeededTemplate | null> {
  const runDir = testRunDir();
  if (!runDir) return null;
  const ready = path.join(runDir, 'seeded.json');
  const failed = path.join(runDir, 'seeded.failed');
  if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8'));
  if (existsSync(failed)) return null;
  try {
    mkdirSync(path.join(runDir, 'seeded.lock'));
  } catch {
    return waitForTemplate(ready, failed);
  }
  try {
    const template = await build(engine, runDir, seed);
    writeFileSync(`${ready}.tmp`, JSON.stringify(template));
    renameSync(`${ready}.tmp`, ready);
    return template;
  } catch (error) {
    writeFileSync(failed, String((error as Error)?.stack ?? error));
    return null;
  }
}

async function build(engine: DatabaseSettings['engine'], runDir: string, seed: (settings: DatabaseSettings, dataDir: string) => Promise<void>): Promise<SeededTemplate> {
  const dataDir = path.join(runDir, 'seeded');
  mkdirSync(dataDir);
  if (engine === 'pglite') {
    const settings = { engine, dataDir: path.join(dataDir, 'pglite') };
    await copyPgliteTemplate(settings.dataDir);
    await seed(settings, dataDir);
    return { engine, dataDir: settings.dataDir };
  }
  const database = `jhatpat_seeded_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const migrated = postgresTemplate();
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}${migrated ? ` TEMPLATE ${migrated}` : ''}`));
  try {
    await seed({ engine, url: urlOf(database) }, dataDir);
  } catch (error) {
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    throw error;
  }
  // As the migrated template: no one may connect to a database that is copied.
  await withAdmin((client) => client.query(`ALTER DATABASE ${database} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  return { engine, database };
}

async function waitForTemplate(ready: string, failed: string): Promise<SeededTemplate | null> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8'));
    if (existsSync(failed)) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Drops the run's seeded PostgreSQL template, if a worker built one (jest's globalTeardown). */
export async function dropSeededTemplate(): Promise<void> {
  const runDir = testRunDir();
  const ready = runDir && path.join(runDir, 'seeded.json');
  if (!ready || !existsSync(ready)) return;
  const template = JSON.parse(readFileSync(ready, 'utf8')) as SeededTemplate;
  if (template.engine !== 'postgres') return;
  await withAdmin(async (client) => {
    await client.query(`ALTER DATABASE ${template.database} WITH IS_TEMPLATE false`);
    await client.query(`DROP DATABASE IF EXISTS ${template.database}`);
  });
}
