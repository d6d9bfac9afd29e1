import { DataSource } from 'typeorm';
import { ProcessorHost } from '../../src/platform/event-store/index.js';
import { lagBehind } from '../../src/platform/event-store/log-lag.js';
import { processorStates } from '../../src/platform/event-store/processor-states.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Every processor has read the whole log: drained, and then no committed event of its types left after
 * its checkpoint. A drain that finds nothing is not enough: on a shared PostgreSQL server another
 * database's open transaction holds back what a processor may read (pg_snapshot_xmin is server-wide),
 * so a drain can return 0 while events wait (seen as a flake under load).
 */
export async function processorsCaughtUp(shop: TestApp, timeoutMs = 60_000): Promise<void> {
  const host = shop.app.get(ProcessorHost);
  const db = shop.app.get(DataSource);
  const deadline = Date.now() + timeoutMs;
  for (const processor of host.registered()) {
    for (;;) {
      const drained = await host.drain(processor.id).then((n) => n === 0, () => false);
      if (drained && (await eventsLeft(db, processor.id, processor.eventTypes)) === 0) break;
      if (Date.now() > deadline) throw new Error(`processor ${processor.id} did not catch up`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function eventsLeft(db: DataSource, processorId: string, eventTypes: readonly string[] | undefined): Promise<number> {
  const cursor = (await processorStates(db, [processorId])).get(processorId)?.cursor;
  if (!cursor) return 1;
  const lag = (await lagBehind(db, [{ key: processorId, cursor, ...(eventTypes ? { eventTypes } : {}) }])).get(processorId);
  return lag?.events ?? 0;
}

/**
 * Every row of every table the shop has (all schemas but PostgreSQL's own), as JSON text, that holds
 * one of these strings as text or as the hex of its bytes (a bytea column shows hex): "table: row".
 */
export async function rowsHolding(shop: TestApp, needles: readonly string[]): Promise<string[]> {
  const db = shop.app.get(DataSource);
  const tables: { schema: string; name: string }[] = await db.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg_toast%'
      ORDER BY 1, 2`,
  );
  const patterns = needles.flatMap((needle) => [`%${needle}%`, `%${Buffer.from(needle, 'utf8').toString('hex')}%`]);
  const hits: string[] = [];
  for (const { schema, name } of tables) {
    const table = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const rows: { row: string }[] = await db.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t WHERE to_jsonb(t)::text ILIKE ANY($1::text[])`, [patterns]);
    hits.push(...rows.map((r) => `${schema}.${name}: ${r.row.slice(0, 300)}`));
  }
  return hits;
}

/** How many tables the scan reads (so a test can say it scanned something). */
export async function tableCount(shop: TestApp): Promise<number> {
  const [{ n }]: { n: number }[] = await shop.app.get(DataSource).query(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  return n;
}

/**
 * PostgreSQL only: the relations (tables, their TOAST and indexes, in every schema the shop made) whose
 * files on disk hold one of these strings, read with pg_read_binary_file (a superuser's function, as the
 * tests' role is), after a CHECKPOINT. `vacuumFull` first rewrites every table, which is what removes dead row versions.
 */
export async function relationFilesHolding(shop: TestApp, needles: readonly string[], { vacuumFull }: { vacuumFull: boolean }): Promise<string[]> {
  const db = shop.app.get(DataSource);
  const userSchemas = `SELECT oid FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%'`;
  if (vacuumFull) {
    const tables: { name: string }[] = await db.query(`SELECT c.oid::regclass::text AS name FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace IN (${userSchemas})`);
    for (const { name } of tables) await db.query(`VACUUM FULL ${name}`);
  }
  // Dirty pages live in shared buffers until a checkpoint writes them: the files show what is on disk after it.
  await db.query('CHECKPOINT');
  const rows: { name: string }[] = await db.query(
    `WITH mine AS (SELECT c.oid, c.reltoastrelid FROM pg_class c WHERE c.relkind IN ('r', 'm') AND c.relnamespace IN (${userSchemas})),
          relations AS (
            SELECT oid FROM mine
            UNION SELECT reltoastrelid FROM mine WHERE reltoastrelid <> 0
            UNION SELECT i.indexrelid FROM pg_index i WHERE i.indrelid IN (SELECT oid FROM mine UNION SELECT reltoastrelid FROM mine))
     SELECT r.oid::regclass::text AS name FROM relations r
      WHERE pg_relation_filepath(r.oid) IS NOT NULL
        AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS n(needle)
                     WHERE position(convert_to(n.needle, 'UTF8') IN pg_read_binary_file(pg_relation_filepath(r.oid))) > 0)
      ORDER BY 1`,
    [needles],
  );
  return rows.map((row) => row.name);
}
