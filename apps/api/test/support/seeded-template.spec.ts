import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSettings } from '../../src/platform/config/app-config.js';
import { json, tokenFor } from './identity-helpers.js';
import { jsonOf, startTestApp } from './test-app.js';
import { withAdmin } from './migrated-template.js';
import { dropSeededTemplate, seededTemplate } from './seeded-template.js';
import { createSeededTestDatabase, tablesOf, testEngine } from './test-database.js';

// The seeded template the API specs' seeded apps copy (seeded-template.ts): built once per run whoever
// asks first, waited for by the others, and never in the way when building it fails. Each test points
// the run's folder at a folder of its own, so the run's real template is left alone.
/** The seeded templates this worker made on PostgreSQL (the run's own among them, if it built it). */
const seededDatabases = async (): Promise<string[]> =>
  testEngine() === 'pglite'
    ? []
    : withAdmin(async (client) => (await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname`, [`jhatpat_seeded_${process.pid}_%`])).rows.map((row) => row.datname));

describe('the seeded template of a test run', () => {
  const runDirBefore = process.env.JHATPAT_TEST_RUN_DIR;
  let runDir: string;
  beforeEach(async () => {
    runDir = await mkdtemp(path.join(tmpdir(), 'jp-run-spec-'));
    process.env.JHATPAT_TEST_RUN_DIR = runDir;
  });
  afterEach(async () => {
    await dropSeededTemplate();
    process.env.JHATPAT_TEST_RUN_DIR = runDirBefore;
    await rm(runDir, { recursive: true, force: true });
  });

  it('is built once when two ask for it together, and both get the same one', async () => {
    const seeded: DatabaseSettings[] = [];
    const seed = async (settings: DatabaseSettings) => {
      seeded.push(settings);
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const [first, second] = await Promise.all([seededTemplate(testEngine(), seed), seededTemplate(testEngine(), seed)]);
    expect(seeded).toHaveLength(1);
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
    expect(await seededTemplate(testEngine(), seed)).toEqual(first);
    expect(seeded).toHaveLength(1);
  });

  it('is not used when building it failed: every app then seeds its own database', async () => {
    const failing = async () => {
      throw new Error('no seeding today');
    };
    const databasesBefore = await seededDatabases();
    expect(await seededTemplate(testEngine(), failing)).toBeNull();
    expect(existsSync(path.join(runDir, 'seeded.failed'))).toBe(true);
    expect(existsSync(path.join(runDir, 'seeded.json'))).toBe(false);
    expect(await createSeededTestDatabase(failing)).toBeNull();
    // On PostgreSQL the half-seeded database is dropped, not left behind.
    expect(await seededDatabases()).toEqual(databasesBefore);
  });

  it('gives each seeded app a copy of its own, with the demo data and nothing another app wrote', async () => {
    const first = await startTestApp({ seedDemoData: true });
    try {
      const products = await jsonOf(await first.request('/api/products'));
      expect(products.length).toBeGreaterThan(200);
      // The demo admin signs in with the seeded password and hides a product in this copy only.
      const token = await tokenFor(first, '9000000001', 'jhatpat-admin');
      const hidden = await first.request(`/api/products/${products[0]._id}/visibility`, { ...json({ hidden: true }, { authorization: `Bearer ${token}` }), method: 'PATCH' });
      expect(hidden.status).toBe(200);
      expect(await jsonOf(await first.request('/api/products'))).toHaveLength(products.length - 1);
      const second = await startTestApp({ seedDemoData: true });
      try {
        expect(second.database.dataDir).not.toBe(first.database.dataDir);
        expect(await tablesOf(second.database)).not.toEqual([]);
        expect(await jsonOf(await second.request('/api/products'))).toHaveLength(products.length);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
