import type { MigrationInterface, QueryRunner } from 'typeorm';

// The guard's session cache (identity/session-cache.ts, issue 20) is told of every change to a session
// or a user, on every instance, by PostgreSQL itself: these triggers NOTIFY after any UPDATE or DELETE
// of either table (whoever makes it: the shop, a tool, psql), and a TRUNCATE says "*" (forget all).
// Notices are delivered only once the transaction commits, to every connection LISTENing.
export class SessionNotices1763985000000 implements MigrationInterface {
  name = 'SessionNotices1763985000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION session_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' THEN
          PERFORM pg_notify('jhatpat_sessions', '*');
        ELSIF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('jhatpat_sessions', 'u:' || OLD.id);
        ELSE
          PERFORM pg_notify('jhatpat_sessions', 's:' || OLD.id::text);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['users', 'user_sessions']) {
      await db.query(`DROP TRIGGER IF EXISTS ${table}_session_notice ON ${table}`);
      await db.query(`CREATE TRIGGER ${table}_session_notice AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION session_notice()`);
      await db.query(`DROP TRIGGER IF EXISTS ${table}_session_notice_truncate ON ${table}`);
      await db.query(`CREATE TRIGGER ${table}_session_notice_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION session_notice()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['users', 'user_sessions']) {
      await db.query(`DROP TRIGGER IF EXISTS ${table}_session_notice ON ${table}`);
      await db.query(`DROP TRIGGER IF EXISTS ${table}_session_notice_truncate ON ${table}`);
    }
    await db.query(`DROP FUNCTION IF EXISTS session_notice()`);
  }
}
