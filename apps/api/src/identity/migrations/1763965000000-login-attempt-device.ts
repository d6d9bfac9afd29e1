import type { MigrationInterface, QueryRunner } from 'typeorm';

// OWASP device cookies (docs/decisions.md#login-limits): an attempt made with a valid device cookie names
// that device, so its failures count against the device alone and not against the account or the client
// address an attacker can fill. NULL: an untrusted client.
export class LoginAttemptDevice1763965000000 implements MigrationInterface {
  name = 'LoginAttemptDevice1763965000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS device text`);
    await db.query(`CREATE INDEX IF NOT EXISTS login_attempts_device ON login_attempts (device, attempted_at) WHERE device IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS login_attempts_device`);
    await db.query(`ALTER TABLE login_attempts DROP COLUMN IF EXISTS device`);
  }
}
