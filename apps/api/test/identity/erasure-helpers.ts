import { DataSource } from 'typeorm';
import { ProcessorHost } from '../../src/platform/event-store/index.js';
import type { TestApp } from '../support/test-app.js';

/** Every processor has read the whole log (each drained until a pass finds nothing; a busy one is retried). */
export async function processorsCaughtUp(shop: TestApp, timeoutMs = 20_000): Promise<void> {
  const host = shop.app.get(ProcessorHost);
  const deadline = Date.now() + timeoutMs;
  for (const processor of host.registered()) {
    for (;;) {
      const done = await host.drain(processor.id).then((n) => n === 0, () => false);
      if (done) break;
      if (Date.now() > deadline) throw new Error(`processor ${processor.id} did not catch up`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
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
