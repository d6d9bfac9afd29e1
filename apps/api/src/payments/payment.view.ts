import { ApiProperty } from '@nestjs/swagger';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { PaymentStatus, RefundStatus } from './payment.decider.js';
import type { RefundKind } from './payment.events.js';

const PAYMENT_STATUSES = ['requested', 'pending', 'paid', 'failed', 'voided'] as const;

export class RefundView {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'Integer paise' }) amountPaise!: number;
  @ApiProperty({ enum: ['duplicate_capture', 'order_cancelled', 'admin', 'short_pick'] }) kind!: RefundKind;
  @ApiProperty() reason!: string;
  @ApiProperty({ enum: ['requested', 'submitted', 'succeeded', 'failed'] }) status!: RefundStatus;
  @ApiProperty() requestedAt!: string;
  @ApiProperty({ nullable: true, type: String }) settledAt!: string | null;
}

/** A payment as its owner, admins and auditors see it. */
export class PaymentView {
  @ApiProperty({ example: '6743a1f0c2d4e5f6a7b8c9d0' }) _id!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, description: 'requested: not yet open at the provider; voided: the order no longer takes it' }) status!: PaymentStatus;
  @ApiProperty({ description: 'Integer paise' }) amountPaise!: number;
  @ApiProperty({ description: 'Integer paise captured (0 until paid)' }) capturedPaise!: number;
  @ApiProperty({ description: 'Integer paise refunded so far' }) refundedPaise!: number;
  @ApiProperty({ enum: ['CARD', 'UPI'] }) method!: 'CARD' | 'UPI';
  @ApiProperty({ enum: ['sandbox', 'razorpay'] }) provider!: 'sandbox' | 'razorpay';
  @ApiProperty({ nullable: true, type: String, description: "The provider's id for it (a Razorpay order id); null until open" }) providerReference!: string | null;
  @ApiProperty({ nullable: true, type: String }) failureReason!: string | null;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ nullable: true, type: String }) settledAt!: string | null;
  @ApiProperty({ type: [RefundView] }) refunds!: RefundView[];
}

export interface PaymentRow {
  payment_id: string;
  order_id: string;
  customer_id: string;
  method: 'CARD' | 'UPI';
  amount_paise: number;
  captured_paise: number;
  refunded_paise: number;
  provider: 'sandbox' | 'razorpay';
  provider_reference: string | null;
  provider_payment_id: string | null;
  status: PaymentStatus;
  failure_reason: string | null;
  started_at: Date;
  settled_at: Date | null;
}

export interface RefundRow {
  refund_id: string;
  payment_id: string;
  order_id: string;
  amount_paise: number;
  kind: RefundKind;
  reason: string;
  status: RefundStatus;
  provider_refund_id: string | null;
  requested_at: Date;
  settled_at: Date | null;
}

const iso = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

export function toRefundView(row: RefundRow): RefundView {
  return {
    _id: row.refund_id,
    amountPaise: row.amount_paise,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    settledAt: iso(row.settled_at),
  };
}

export function toPaymentView(row: PaymentRow, refunds: readonly RefundRow[] = []): PaymentView {
  return {
    _id: row.payment_id,
    orderId: row.order_id,
    status: row.status,
    amountPaise: row.amount_paise,
    capturedPaise: row.captured_paise,
    refundedPaise: row.refunded_paise,
    method: row.method,
    provider: row.provider,
    providerReference: row.provider_reference,
    failureReason: row.failure_reason,
    startedAt: new Date(row.started_at).toISOString(),
    settledAt: iso(row.settled_at),
    refunds: refunds.filter((r) => r.payment_id === row.payment_id).map(toRefundView),
  };
}

const COLUMNS = `payment_id, order_id, customer_id, method, amount_paise, captured_paise, refunded_paise, provider, provider_reference,
  provider_payment_id, status, failure_reason, started_at, settled_at`;
const REFUND_COLUMNS = `refund_id, payment_id, order_id, amount_paise, kind, reason, status, provider_refund_id, requested_at, settled_at`;

export async function findPayment(db: SqlClient, paymentId: string): Promise<PaymentRow | null> {
  const rows: PaymentRow[] = await db.query(`SELECT ${COLUMNS} FROM payments_view WHERE payment_id = $1`, [paymentId]);
  return rows[0] ?? null;
}

export async function findPaymentsOfOrder(db: SqlClient, orderId: string): Promise<PaymentRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM payments_view WHERE order_id = $1 ORDER BY started_at, payment_id`, [orderId]);
}

export async function findPaymentByReference(db: SqlClient, provider: string, reference: string): Promise<PaymentRow | null> {
  const rows: PaymentRow[] = await db.query(`SELECT ${COLUMNS} FROM payments_view WHERE provider = $1 AND provider_reference = $2`, [provider, reference]);
  return rows[0] ?? null;
}

export async function findRefundsOfOrder(db: SqlClient, orderId: string): Promise<RefundRow[]> {
  return db.query(`SELECT ${REFUND_COLUMNS} FROM refunds_view WHERE order_id = $1 ORDER BY requested_at, refund_id`, [orderId]);
}

/** A provider's refund notification names our refund id (its receipt), or only its own refund id. */
export async function findRefundByProviderId(db: SqlClient, refundId: string | null, providerRefundId: string): Promise<RefundRow | null> {
  const rows: RefundRow[] = await db.query(
    `SELECT ${REFUND_COLUMNS} FROM refunds_view WHERE refund_id = $1 OR provider_refund_id = $2 LIMIT 1`,
    [refundId ?? '', providerRefundId],
  );
  return rows[0] ?? null;
}

/** Payments in one status since before `olderThan`, oldest first: the jobs' work lists. */
export async function paymentsWaiting(db: SqlClient, status: 'requested' | 'pending', olderThan: Date, limit = 50): Promise<PaymentRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM payments_view WHERE status = $1 AND started_at < $2 ORDER BY started_at LIMIT $3`, [status, olderThan, limit]);
}

export async function refundsWaiting(db: SqlClient, status: 'requested' | 'submitted', olderThan: Date, limit = 50): Promise<RefundRow[]> {
  return db.query(`SELECT ${REFUND_COLUMNS} FROM refunds_view WHERE status = $1 AND requested_at < $2 ORDER BY requested_at LIMIT $3`, [status, olderThan, limit]);
}
