import type { MigrationInterface, QueryRunner } from 'typeorm';

// Notifications written before order numbers named orders by a slice of their id ("#C7D805"): each is
// renamed to its order's number, read off the log as the processor now reads it (platform/ids/order-number.ts),
// so the list says what a rebuild would. A message names one order, first, after its "#".
export class NotificationsByOrderNumber1763980200000 implements MigrationInterface {
  name = 'NotificationsByOrderNumber1763980200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE notifications n SET message = regexp_replace(n.message, '#[0-9A-F]{6}', '#' || coalesce(p.data->>'orderNumber', 'JP-L' || p.global_position))
        FROM es_events p
       WHERE p.stream_id = 'order-' || n.order_id AND p.stream_version = 1 AND p.event_type = 'OrderPlaced'
         AND n.message ~ '#[0-9A-F]{6}([^0-9A-Za-z-]|$)'`);
  }

  async down(): Promise<void> {
    // The old slices are not kept; a rebuild of the notifications writes whatever this release writes.
  }
}
