import type { MigrationInterface, QueryRunner } from 'typeorm';

// Failed (and in-flight) logins of the last hour, shared by every API instance, for the login limits
// of identity/login/login-throttle.ts. Rows older than an hour carry no meaning and are purged.
export class LoginAttempts1763790200000 implements MigrationInterface {
  name = 'LoginAttempts1763790200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE login_attempts (
        id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        phone        text        NOT NULL,
        client       text        NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX login_attempts_phone ON login_attempts (phone, attempted_at)`);
    await db.query(`CREATE INDEX login_attempts_client ON login_attempts (client, attempted_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE login_attempts`);
  }
}
