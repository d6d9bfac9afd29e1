import type { MigrationInterface, QueryRunner } from 'typeorm';

// The admin order notifications: written only by the order-notifications processor, one row per event.
export class Notifications1763850000000 implements MigrationInterface {
  name = 'Notifications1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notifications (
        id       uuid        PRIMARY KEY,
        order_id text        NOT NULL,
        kind     text        NOT NULL,
        message  text        NOT NULL,
        time     timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX notifications_time ON notifications (time DESC, id DESC)`);
    await db.query(`CREATE INDEX notifications_kind_time ON notifications (kind, time DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE notifications`);
  }
}
