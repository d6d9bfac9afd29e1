import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Users1763790100000 implements MigrationInterface {
  name = 'Users1763790100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id            char(24)    PRIMARY KEY,
        name          text        NOT NULL,
        phone         char(10)    NOT NULL UNIQUE CHECK (phone ~ '^[0-9]{10}$'),
        email         text,
        password_hash text        NOT NULL,
        role          text        NOT NULL CHECK (role IN ('customer', 'admin', 'delivery', 'auditor')),
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE users`);
  }
}
