import { NotFoundException } from '@nestjs/common';
import { parseOrderNumber } from '@jhatpat/domain';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { parseStreamId } from './audit-query.params.js';

/**
 * The order an auditor names, by its number (`JP-000123`, as typed: `#jp-000123`, `JP123`) or its id,
 * found in the log itself like its payments (order-payment-streams.ts). A number is read off the order's
 * OrderPlaced (index es_events_order_number); an order from before numbers (`JP-L4817`) is its OrderPlaced
 * at that log position, one that carries no number of its own (ordering/order-number.ts).
 */
export async function orderIdOf(db: SqlClient, typed: string): Promise<string> {
  const number = parseOrderNumber(typed);
  if (!number) return parseStreamId(typed.trim());
  const legacy = /^JP-L(\d+)$/.exec(number);
  const rows: { order_id: string }[] = legacy
    ? await db.query(
        `SELECT data->>'orderId' AS order_id FROM es_events WHERE global_position = $1 AND event_type = 'OrderPlaced' AND NOT (data ? 'orderNumber')`,
        [legacy[1]],
      )
    : await db.query(`SELECT data->>'orderId' AS order_id FROM es_events WHERE event_type = 'OrderPlaced' AND data->>'orderNumber' = $1`, [number]);
  if (rows.length === 0) throw new NotFoundException(`No order numbered ${number}`);
  return rows[0].order_id;
}
