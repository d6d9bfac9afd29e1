import type { MigrationInterface, QueryRunner } from 'typeorm';

// Login by OTP (docs/decisions.md#otp-login): one row per code sent, holding only a salted HMAC of the
// code (ASVS 2.7.5), its expiry and its wrong tries. A code ends once: used, replaced by a newer one,
// killed by too many wrong tries, or never sent. The rows of the last hour are also what the send limits
// count (per phone and per client), so every API instance counts the same sends; older rows are swept.
export class LoginCodes1764019000000 implements MigrationInterface {
  name = 'LoginCodes1764019000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS login_codes (
        id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        phone         text        NOT NULL,
        client        text        NOT NULL,
        salt          text        NOT NULL,
        code_hash     text        NOT NULL,
        sent_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
        expires_at    timestamptz NOT NULL,
        wrong_tries   integer     NOT NULL DEFAULT 0,
        ended_at      timestamptz,
        ended_why     text        CHECK (ended_why IN ('used', 'replaced', 'too many wrong tries', 'not sent'))
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS login_codes_phone ON login_codes (phone, sent_at)`);
    await db.query(`CREATE INDEX IF NOT EXISTS login_codes_client ON login_codes (client, sent_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS login_codes`);
  }
}
