import type { MigrationInterface, QueryRunner } from 'typeorm';

// The packing floor takes short and cheaper-substituted lines off a bill (docs/decisions.md#packing). A
// prepaid order gets that back as a refund, which the ledger already books; a cash order simply pays less
// at the door, so the ledger must know how much less, or it books the whole bill as collected
// (docs/decisions.md#money-report). Idempotent: a shop that ran it once may run it again.
export class MoneyTakenOff1763990200000 implements MigrationInterface {
  name = 'MoneyTakenOff1763990200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE money_orders ADD COLUMN IF NOT EXISTS taken_off_paise integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE money_orders DROP COLUMN IF EXISTS taken_off_paise`);
  }
}
