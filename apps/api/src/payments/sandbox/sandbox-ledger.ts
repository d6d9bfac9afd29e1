import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../../platform/database/sql-transaction.js';

/**
 * The sandbox provider's own books, as a real provider keeps them on its side: what it was asked to
 * collect, what it captured (once per payment), and what it refunded. Our payment streams never read
 * them; the provider's page, notifications and status query do. Kept in the shop's database because
 * the sandbox runs in the shop's process (docs/decisions.md#payment-saga).
 */
export interface SandboxPaymentRow {
  reference: string;
  payment_id: string;
  amount_paise: number;
  status: 'created' | 'captured' | 'failed';
  provider_payment_id: string | null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** One sandbox payment per payment of ours, however often it is opened. */
export async function createSandboxPayment(db: SqlClient, paymentId: string, amountPaise: number): Promise<string> {
  await db.query(
    `INSERT INTO sandbox_provider_payments (reference, payment_id, amount_paise, status) VALUES ($1, $2, $3, 'created')
     ON CONFLICT (payment_id) DO NOTHING`,
    [newId('sbx'), paymentId, amountPaise],
  );
  const [row]: { reference: string }[] = await db.query(`SELECT reference FROM sandbox_provider_payments WHERE payment_id = $1`, [paymentId]);
  return row.reference;
}

export async function findSandboxPayment(db: SqlClient, reference: string): Promise<SandboxPaymentRow | null> {
  const rows: SandboxPaymentRow[] = await db.query(
    `SELECT reference, payment_id, amount_paise, status, provider_payment_id FROM sandbox_provider_payments WHERE reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

/** Pay or Fail on the page: only a payment still waiting moves, so two tabs cannot capture it twice. */
export async function completeSandboxPayment(db: SqlClient, paymentId: string, outcome: 'succeeded' | 'failed'): Promise<SandboxPaymentRow | null> {
  const rows: SandboxPaymentRow[] = await db.query(
    `UPDATE sandbox_provider_payments SET status = $2, provider_payment_id = $3, settled_at = clock_timestamp()
      WHERE payment_id = $1 AND status = 'created'
      RETURNING reference, payment_id, amount_paise, status, provider_payment_id`,
    [paymentId, outcome === 'succeeded' ? 'captured' : 'failed', outcome === 'succeeded' ? newId('spay') : null],
  );
  return rows[0] ?? null;
}

/**
 * Razorpay's late authorisation, simulated: a payment the provider reported failed is captured after
 * all (Razorpay: failed → authorized is legal). The saga must then keep or refund it.
 */
export async function lateCaptureSandboxPayment(db: SqlClient, paymentId: string): Promise<SandboxPaymentRow | null> {
  const rows: SandboxPaymentRow[] = await db.query(
    `UPDATE sandbox_provider_payments SET status = 'captured', provider_payment_id = $2, settled_at = clock_timestamp()
      WHERE payment_id = $1 AND status = 'failed'
      RETURNING reference, payment_id, amount_paise, status, provider_payment_id`,
    [paymentId, newId('spay')],
  );
  return rows[0] ?? null;
}

export interface SandboxRefundRow {
  refund_id: string;
  provider_refund_id: string;
  amount_paise: number;
}

/**
 * Refunds part of a capture, at most once per refund id (the idempotency key), never beyond what was
 * captured: null when it would be. Run in a transaction: the capture's row is locked first, so the
 * sum the second statement reads includes every refund committed before it.
 */
export async function refundSandboxPayment(tx: SqlClient, reference: string, refundId: string, amountPaise: number): Promise<SandboxRefundRow | null> {
  const [payment]: { amount_paise: number }[] = await tx.query(
    `SELECT amount_paise FROM sandbox_provider_payments WHERE reference = $1 AND status = 'captured' FOR UPDATE`,
    [reference],
  );
  if (payment) {
    await tx.query(
      `INSERT INTO sandbox_provider_refunds (refund_id, reference, provider_refund_id, amount_paise)
       SELECT $2::text, $1::text, $4::text, $3::int WHERE $5::int >= $3::int + (SELECT coalesce(sum(amount_paise), 0) FROM sandbox_provider_refunds WHERE reference = $1::text)
       ON CONFLICT (refund_id) DO NOTHING`,
      [reference, refundId, amountPaise, newId('srfnd'), payment.amount_paise],
    );
  }
  return findSandboxRefund(tx, refundId);
}

export async function findSandboxRefund(db: SqlClient, refundId: string): Promise<SandboxRefundRow | null> {
  const rows: SandboxRefundRow[] = await db.query(
    `SELECT refund_id, provider_refund_id, amount_paise FROM sandbox_provider_refunds WHERE refund_id = $1`,
    [refundId],
  );
  return rows[0] ?? null;
}

export async function sandboxRefundsOf(db: SqlClient, reference: string): Promise<SandboxRefundRow[]> {
  return db.query(`SELECT refund_id, provider_refund_id, amount_paise FROM sandbox_provider_refunds WHERE reference = $1 ORDER BY created_at`, [reference]);
}
