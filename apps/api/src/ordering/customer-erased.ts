import type { SqlClient } from '../platform/database/sql-transaction.js';
import { ERASED } from '../platform/personal-data/index.js';

/** Written by identity when a customer deletes their account (ids only); the log is the contract. */
export const CUSTOMER_ERASED = 'CustomerErased';

export interface CustomerErasedFacts {
  customerId: string;
}

/** The personal fields OrderPlaced seals under the customer's key (docs/decisions.md#erasure). */
export const ORDER_PLACED_PERSONAL_FIELDS = ['customerName', 'customerPhone', 'address.contactName', 'address.contactPhone', 'address.details', 'orderNotes'] as const;

/**
 * Blanks the customer's personal fields in rows already written, exactly as a replay of their sealed
 * OrderPlaced reads once the key is gone (a null stays null): a rebuild after erasure gives the same rows.
 * Amounts, items and statuses stay: they are the shop's tax records (GST invoices).
 */
export async function eraseCustomerFromOrdersView(tx: SqlClient, facts: CustomerErasedFacts): Promise<void> {
  await tx.query(
    `UPDATE orders_view
        SET customer_name = $2, customer_phone = $2,
            order_notes = CASE WHEN order_notes IS NULL THEN NULL ELSE $2 END,
            address = address || jsonb_build_object('contactName', $2::text, 'details', $2::text)
                      || CASE WHEN address->>'contactPhone' IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('contactPhone', $2::text) END
      WHERE customer_id = $1`,
    [facts.customerId, ERASED],
  );
}

/** The customer's orders, for the erasure event's readers that file by order (the admin notifications). */
export async function orderIdsOfCustomer(sql: SqlClient, customerId: string): Promise<string[]> {
  const rows: { order_id: string }[] = await sql.query(`SELECT order_id FROM orders_view WHERE customer_id = $1 ORDER BY order_id`, [customerId]);
  return rows.map((row) => row.order_id);
}
