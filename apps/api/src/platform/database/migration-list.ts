import type { MigrationInterface } from 'typeorm';

/** One migration: a class TypeORM runs and records in schema_migrations under its `name`. */
export type Migration = new () => MigrationInterface;

/**
 * A context's schema changes (its `<context>/migrations/index.ts`), oldest first. The database module
 * runs whatever list the app hands it: platform may not import a context, so the shop's whole list is
 * put together above them (src/shop-migrations.ts, docs/decisions.md#context-owned-data).
 */
export type MigrationList = readonly Migration[];

/**
 * The time a migration was written, as TypeORM reads it: the last 13 digits of its class name. TypeORM
 * runs pending migrations in this order, whatever order they are listed in.
 */
export function timestampOf(migration: Migration): number {
  const match = /(\d{13})$/.exec(migration.name);
  if (!match) throw new Error(`migration ${migration.name} has no 13-digit timestamp at the end of its class name`);
  return Number(match[1]);
}

/**
 * Every context's migrations as one list in the order TypeORM runs them. Two with the same timestamp
 * would run in an order nobody chose, so they are refused when the app is put together.
 */
export function inTimestampOrder(...lists: MigrationList[]): Migration[] {
  const all = lists.flat().sort((a, b) => timestampOf(a) - timestampOf(b));
  all.forEach((migration, i) => {
    if (i > 0 && timestampOf(all[i - 1]) === timestampOf(migration)) {
      throw new Error(`migrations ${all[i - 1].name} and ${migration.name} share a timestamp: give the newer one a later one`);
    }
  });
  return all;
}
