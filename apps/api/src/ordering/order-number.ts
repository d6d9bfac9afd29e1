import { legacyOrderNumberOf, orderNumberOf } from '@jhatpat/domain';
import { prepared } from '../platform/database/batch-statement.js';
import type { StoredAt } from '../platform/event-store/index.js';

/**
 * Order numbers (docs/decisions.md#order-number). A new one is the next value of the `order_numbers`
 * sequence, taken in the placing transaction's opening round trip: a sequence hands every caller a
 * different value without waiting on anyone (PostgreSQL and PGlite alike), so concurrent checkouts never
 * share a number or queue on one counter. The number is written into OrderPlaced, so every replay (a
 * rebuild, an audit) reads the number the shop gave, never recomputes it.
 */
export const NEXT_ORDER_NUMBER = prepared(`SELECT nextval('order_numbers')::text AS n`, []);

export const orderNumberFrom = (rows: readonly unknown[]): string => orderNumberOf(Number((rows[0] as { n: string }).n));

/** OrderPlaced v1 (before numbers) → v2: its number from its position in the log, unique as the position is. */
export const withLegacyOrderNumber = (data: Record<string, unknown>, _metadata: unknown, stored: StoredAt): Record<string, unknown> => ({
  ...data,
  orderNumber: data.orderNumber ?? legacyOrderNumberOf(stored.globalPosition),
});
