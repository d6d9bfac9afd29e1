import { ApiProperty } from '@nestjs/swagger';
import type { SqlClient } from '../platform/database/sql-transaction.js';

/** A payment as its owner, admins and auditors see it. */
export class PaymentView {
  @ApiProperty({ example: '6743a1f0c2d4e5f6a7b8c9d0' }) _id!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'failed'] }) status!: 'pending' | 'paid' | 'failed';
  @ApiProperty({ description: 'Integer paise' }) amountPaise!: number;
  @ApiProperty({ enum: ['CARD', 'UPI'] }) method!: 'CARD' | 'UPI';
  @ApiProperty({ enum: ['sandbox', 'razorpay'] }) provider!: 'sandbox' | 'razorpay';
  @ApiProperty({ description: "The provider's id for it (a Razorpay order id)" }) providerReference!: string;
  @ApiProperty({ nullable: true, type: String }) failureReason!: string | null;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ nullable: true, type: String }) settledAt!: string | null;
}

export interface PaymentRow {
  payment_id: string;
  order_id: string;
  customer_id: string | null;
  method: 'CARD' | 'UPI';
  amount_paise: number;
  provider: 'sandbox' | 'razorpay';
  provider_reference: string;
  status: 'pending' | 'paid' | 'failed';
  failure_reason: string | null;
  started_at: Date;
  settled_at: Date | null;
}

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    _id: row.payment_id,
    orderId: row.order_id,
    status: row.status,
    amountPaise: row.amount_paise,
    method: row.method,
    provider: row.provider,
    providerReference: row.provider_reference,
    failureReason: row.failure_reason,
    startedAt: new Date(row.started_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

const COLUMNS = `payment_id, order_id, customer_id, method, amount_paise, provider, provider_reference, status, failure_reason, started_at, settled_at`;

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
