import type { MigrationInterface, QueryRunner } from 'typeorm';

// A command's first answer, kept against its Idempotency-Key so that a retry gets the same answer
// instead of a second order (DESIGN.md "The event log"). Rows can be reaped after a couple of days.
export class IdempotencyKeys1763800000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        scope        text        NOT NULL,
        key          text        NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text        NOT NULL,
        response     jsonb       NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await db.query(`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
