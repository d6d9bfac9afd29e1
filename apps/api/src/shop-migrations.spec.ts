import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inTimestampOrder, type Migration, type MigrationList, timestampOf } from './platform/database/migration-list.js';
import { shopMigrations } from './shop-migrations.js';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every `migrations/` folder under src: platform's and each context's. */
function migrationFolders(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = path.join(dir, entry.name);
      return entry.name === 'migrations' ? [folder] : migrationFolders(folder);
    });
}

const folders = migrationFolders();

async function listOf(folder: string): Promise<{ folder: string; exported: MigrationList; files: string[] }> {
  const index = (await import(path.join(folder, 'index')) /* jest resolves the .ts */) as Record<string, MigrationList>;
  const owner = path.relative(src, folder).split(path.sep)[0];
  const exported = index[`${owner}Migrations`];
  const files = readdirSync(folder).filter((name) => /^\d{13}-.+\.ts$/.test(name) && !name.endsWith('.spec.ts'));
  return { folder: path.relative(src, folder), exported, files };
}

// A migration left out of the shop's list never runs; one run out of its order can fail on a new
// database or skip on an old one (docs/decisions.md#context-owned-data).
describe('the shop migrations, owned by their contexts', () => {
  it('finds a migrations folder for the platform and for the contexts with tables', () => {
    expect(folders.map((folder) => path.relative(src, folder))).toEqual(expect.arrayContaining(['platform/database/migrations', 'identity/migrations', 'ordering/migrations', 'payments/migrations']));
  });

  it("has each folder export `<context>Migrations` listing every migration file in it, oldest first", async () => {
    for (const folder of folders) {
      const { folder: where, exported, files } = await listOf(folder);
      expect({ where, listed: Array.isArray(exported) }).toEqual({ where, listed: true });
      const fileStamps = files.map((name) => Number(name.slice(0, 13))).sort((a, b) => a - b);
      expect({ where, stamps: exported.map(timestampOf) }).toEqual({ where, stamps: fileStamps });
    }
  });

  it('runs every context list in the shop list, and nothing else, in timestamp order', async () => {
    const all: Migration[] = [];
    for (const folder of folders) all.push(...(await listOf(folder)).exported);
    expect(new Set(shopMigrations)).toEqual(new Set(all));
    expect(shopMigrations).toHaveLength(all.length);
    const stamps = shopMigrations.map(timestampOf);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("records each under the name its class has, as existing shops' schema_migrations rows name them", () => {
    for (const Migration of shopMigrations) expect(new Migration().name ?? Migration.name).toBe(Migration.name);
  });

  it('refuses two migrations with one timestamp, whose order nobody chose', () => {
    class First1763790000000 {
      async up(): Promise<void> {}
      async down(): Promise<void> {}
    }
    class Second1763790000000 {
      async up(): Promise<void> {}
      async down(): Promise<void> {}
    }
    expect(() => inTimestampOrder([First1763790000000], [Second1763790000000])).toThrow('share a timestamp');
  });
});
