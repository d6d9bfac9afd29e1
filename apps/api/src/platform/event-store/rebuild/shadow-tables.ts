import pg from 'pg';
import type { SqlClient } from '../../database/sql-transaction.js';

/** Where the rebuild replays into: same-named tables, so the projections' unqualified SQL is untouched. */
export const SHADOW_SCHEMA = 'jp_rebuild_shadow';
/** Where the replaced tables wait, frozen, to be compared with their replacements and dropped. */
export const RETIRED_SCHEMA = 'jp_rebuild_retired';

const ident = (name: string): string => pg.escapeIdentifier(name);
export const qualified = (schema: string, table: string): string => `${ident(schema)}.${ident(table)}`;

/** The search path that sends the projections' writes to the shadow tables and their reads of the log to the live schema. */
export const shadowSearchPath = (liveSchema: string): string => `SET LOCAL search_path = ${ident(SHADOW_SCHEMA)}, ${ident(liveSchema)}`;

/** The schema the shop's unqualified table names resolve to. */
export async function liveSchemaOf(db: SqlClient, table: string): Promise<string> {
  const [row]: { schema: string | null }[] = await db.query(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = to_regclass($1)`,
    [table],
  );
  if (!row?.schema) throw new Error(`read model table ${table} does not exist: is the database migrated?`);
  return row.schema;
}

/**
 * Drops what an earlier rebuild left (killed midway: its shadow tables; killed after its swap: the
 * retired tables). Only ever called under the rebuild lock, so no running rebuild owns them.
 */
export async function dropLeftovers(db: SqlClient): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${ident(SHADOW_SCHEMA)} CASCADE`);
  await db.query(`DROP SCHEMA IF EXISTS ${ident(RETIRED_SCHEMA)} CASCADE`);
}

/**
 * Empty copies of the live tables in the shadow schema: columns, defaults, checks, and the unique and
 * primary keys the projections' ON CONFLICT needs, under the live names (constraint and index names
 * are per schema, and travel with the table when it moves). The owner and grants are the live
 * table's: the shop may connect as a role with only some privileges on them.
 */
export async function createShadowTables(db: SqlClient, liveSchema: string, tables: readonly string[]): Promise<void> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${ident(SHADOW_SCHEMA)}`);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${ident(RETIRED_SCHEMA)}`);
  for (const table of tables) {
    const live = qualified(liveSchema, table);
    const shadow = qualified(SHADOW_SCHEMA, table);
    await db.query(`CREATE TABLE ${shadow} (LIKE ${live} INCLUDING ALL EXCLUDING INDEXES)`);
    const keys: { name: string; definition: string }[] = await db.query(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`,
      [live],
    );
    for (const key of keys) await db.query(`ALTER TABLE ${shadow} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
    await copyStorageParameters(db, live, shadow);
    await copyOwnerAndGrants(db, live, shadow);
  }
}

/**
 * The live tables' other indexes, built on the shadow tables once the bulk of the log is in: one
 * sort per index instead of an update of each per replayed row.
 */
export async function createShadowIndexes(db: SqlClient, liveSchema: string, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const indexes: { definition: string }[] = await db.query(
      `SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
        WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY i.indexrelid`,
      [qualified(liveSchema, table)],
    );
    for (const { definition } of indexes) {
      const onShadow = definition.replace(/ ON (ONLY )?\S+ USING /, ` ON ${qualified(SHADOW_SCHEMA, table)} USING `);
      await db.query(onShadow);
    }
  }
}

/**
 * A filled shadow table made ready to swap in: its secondary indexes built (one sort each, not an update
 * per row) and its statistics taken. A table filled at once and swapped in at once had none, and the
 * comparison's NOT IN (and the shop's own queries) were planned as if it were huge (minutes at a
 * million events: bench/README.md, bench/rebuild). Run in the fill's own transaction where there is one
 * (ANALYZE counts the transaction's own rows), so each table's indexing overlaps the other fills.
 */
export async function indexAndAnalyze(db: SqlClient, liveSchema: string, tables: readonly string[]): Promise<void> {
  await createShadowIndexes(db, liveSchema, tables);
  for (const table of tables) {
    const columns = await plainColumns(db, table);
    await db.query(`ANALYZE ${qualified(SHADOW_SCHEMA, table)}${columns.length > 0 ? ` (${columns.map(ident).join(', ')})` : ''}`);
  }
}

/**
 * The columns whose statistics the shop's queries are planned with: all but the JSON documents (an
 * order's items and address, a cart's lines), whose statistics were much of ANALYZE's time (at a million events:
 * orders_view 0.83 s, 0.53 s without them; packing_view 0.44 s, 0.18 s) and which no query filters on.
 * Autovacuum still analyzes them in full later: a partial ANALYZE leaves its change counter as it was.
 */
async function plainColumns(db: SqlClient, table: string): Promise<string[]> {
  const columns: { name: string }[] = await db.query(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND atttypid NOT IN ('jsonb'::regtype, 'json'::regtype)
      ORDER BY attnum`,
    [qualified(SHADOW_SCHEMA, table)],
  );
  return columns.map((column) => column.name);
}

/** The live table's storage parameters (a shelf row's fillfactor), which LIKE does not copy. */
async function copyStorageParameters(db: SqlClient, live: string, shadow: string): Promise<void> {
  const [{ options }]: { options: string[] | null }[] = await db.query(`SELECT reloptions AS options FROM pg_class WHERE oid = $1::regclass`, [live]);
  if (options?.length) await db.query(`ALTER TABLE ${shadow} SET (${options.join(', ')})`);
}

async function copyOwnerAndGrants(db: SqlClient, live: string, shadow: string): Promise<void> {
  const [{ owner, me }]: { owner: string; me: string }[] = await db.query(
    `SELECT pg_get_userbyid(relowner) AS owner, current_user AS me FROM pg_class WHERE oid = $1::regclass`,
    [live],
  );
  if (owner !== me) await db.query(`ALTER TABLE ${shadow} OWNER TO ${ident(owner)}`);
  const grants: { grantee: string | null; privilege: string; grantable: boolean }[] = await db.query(
    `SELECT CASE WHEN a.grantee = 0 THEN NULL ELSE pg_get_userbyid(a.grantee) END AS grantee, a.privilege_type AS privilege, a.is_grantable AS grantable
       FROM pg_class c, aclexplode(c.relacl) a WHERE c.oid = $1::regclass AND a.grantee <> c.relowner`,
    [live],
  );
  for (const grant of grants) {
    const to = grant.grantee === null ? 'PUBLIC' : ident(grant.grantee);
    await db.query(`GRANT ${grant.privilege} ON ${shadow} TO ${to}${grant.grantable ? ' WITH GRANT OPTION' : ''}`);
  }
}

/**
 * Inside the swap transaction, holding the live tables' locks: the live tables move to the retired
 * schema and the shadow tables take their place under the same names. Moving a table keeps its OID,
 * and every statement that names a table resolves the name again once it gets the lock (and a
 * prepared plan that named the old table is invalidated by the move), so a writer waiting on our lock
 * writes the new table after we commit. No view or foreign key refers to a read model table (they
 * would stay bound to the old OID); the swap refuses to go on if one does.
 */
export async function swapInShadowTables(db: SqlClient, liveSchema: string, tables: readonly string[]): Promise<void> {
  const bound: { name: string }[] = await db.query(
    `SELECT DISTINCT d.classid::regclass::text || ' ' || d.objid AS name FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid
      WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = ANY($1::regclass[]) AND r.ev_class <> d.refobjid
     UNION ALL
     SELECT conname FROM pg_constraint WHERE contype = 'f' AND confrelid = ANY($1::regclass[])`,
    [tables.map((table) => qualified(liveSchema, table))],
  );
  if (bound.length > 0) throw new Error(`a view or foreign key refers to a read model table (${bound.map((b) => b.name).join(', ')}): the rebuild cannot swap it`);
  for (const table of tables) {
    await db.query(`ALTER TABLE ${qualified(liveSchema, table)} SET SCHEMA ${ident(RETIRED_SCHEMA)}`);
    await db.query(`ALTER TABLE ${qualified(SHADOW_SCHEMA, table)} SET SCHEMA ${ident(liveSchema)}`);
  }
}
