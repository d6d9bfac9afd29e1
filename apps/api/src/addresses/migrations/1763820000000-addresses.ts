import type { MigrationInterface, QueryRunner } from 'typeorm';

// docs/product.md §3 Address. The partial unique index keeps at most one default per user even under races;
// the handlers keep at least one (they lock the owner's users row for every change of default).
export class Addresses1763820000000 implements MigrationInterface {
  name = 'Addresses1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE addresses (
        id            char(24)    PRIMARY KEY,
        user_id       char(24)    NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address_type  text        NOT NULL CHECK (address_type IN ('Home', 'Work', 'Hotel', 'Other')),
        custom_name   text        CHECK ((address_type = 'Other') = (custom_name IS NOT NULL)),
        building      text        NOT NULL,
        floor         text,
        locality      text        NOT NULL,
        landmark      text,
        contact_name  text        NOT NULL,
        contact_phone char(10)    CHECK (contact_phone ~ '^[0-9]{10}$'),
        is_default    boolean     NOT NULL DEFAULT false,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX addresses_one_default_per_user ON addresses (user_id) WHERE is_default`);
    await db.query(`CREATE INDEX addresses_by_user ON addresses (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE addresses`);
  }
}
