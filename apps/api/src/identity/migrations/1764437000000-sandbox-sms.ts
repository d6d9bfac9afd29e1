import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: the SMS sandbox's outbox (docs/decisions.md#otp-login), the login codes it "sent" in clear for
// the testers' page /dev/otp. It was one instance's memory, so with two instances behind a load balancer a
// code asked for through one was missing from the other's page. Only the sandbox writes here (a real
// provider never stores a code in clear), it keeps the newest 20 of the codes' 5-minute life, and an
// erasure deletes the phone's rows. The shop's role gets its DML with every other table (app-role-grants.ts).
export class SandboxSms1764437000000 implements MigrationInterface {
  name = 'SandboxSms1764437000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS sandbox_sms (
        id       bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        phone    text        NOT NULL,
        code     text        NOT NULL,
        text     text        NOT NULL,
        sent_at  timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS sandbox_sms`);
  }
}
