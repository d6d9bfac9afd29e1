import type { MigrationInterface, QueryRunner } from 'typeorm';

// Sessions that end (issue 16 item 5): a login opens a row, its token names it (`sid`), and every way in
// (REST, sockets) checks the row is still open. Logout, a role change and deletion end it at once on
// every instance: the row is in the database they all read.
export class UserSessions1763950000000 implements MigrationInterface {
  name = 'UserSessions1763950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS user_sessions (
        id         uuid        PRIMARY KEY,
        user_id    char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        opened_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
        expires_at timestamptz NOT NULL,
        ended_at   timestamptz,
        ended_why  text
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS user_sessions_open_of_user ON user_sessions (user_id) WHERE ended_at IS NULL`);
    await db.query(`CREATE INDEX IF NOT EXISTS user_sessions_expiry ON user_sessions (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS user_sessions`);
  }
}
