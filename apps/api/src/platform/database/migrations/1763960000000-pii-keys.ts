import type { MigrationInterface, QueryRunner } from 'typeorm';

// Crypto-shredding (issue 16 item 8, docs/decisions.md#erasure): one data key per customer, stored only
// wrapped by the key-encryption key, which never enters the database. Erasure nulls the wrapped key and
// keeps the row (subject id and time only) so no later command makes a new key for an erased customer.
export class PiiKeys1763960000000 implements MigrationInterface {
  name = 'PiiKeys1763960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS pii_keys (
        subject_id  text        PRIMARY KEY,
        kek_id      text,
        wrapped_key text,
        created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
        erased_at   timestamptz,
        CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS pii_keys`);
  }
}
