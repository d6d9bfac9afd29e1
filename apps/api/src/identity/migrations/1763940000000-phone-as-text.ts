import type { MigrationInterface, QueryRunner } from 'typeorm';

// One canonical phone form (issue 16 item 3): char(10) compared "9000000002 " equal to "9000000002"
// (blank-padded semantics), so a padded phone logged in while the login limits counted it apart. As
// text, a phone equals only itself; the CHECK keeps it to exactly 10 digits.
export class PhoneAsText1763940000000 implements MigrationInterface {
  name = 'PhoneAsText1763940000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ALTER COLUMN phone TYPE text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ALTER COLUMN phone TYPE char(10)`);
  }
}
