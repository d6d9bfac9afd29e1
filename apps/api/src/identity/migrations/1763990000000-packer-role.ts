import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 18: the dark store's packers get accounts of their own (docs/decisions.md#packing).
export class PackerRole1763990000000 implements MigrationInterface {
  name = 'PackerRole1763990000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'admin', 'delivery', 'auditor', 'packer'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'admin', 'delivery', 'auditor'))`);
  }
}
