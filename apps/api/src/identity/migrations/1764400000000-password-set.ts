import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: an account made by login with OTP has a random password nobody knows. password_set says whether
// its owner ever chose one (every account before this did: the default), so the shop can offer "Set a
// password" and let such an account confirm its erasure with a code instead (docs/decisions.md#otp-login).
export class PasswordSet1764400000000 implements MigrationInterface {
  name = 'PasswordSet1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN IF NOT EXISTS password_set boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN IF EXISTS password_set`);
  }
}
