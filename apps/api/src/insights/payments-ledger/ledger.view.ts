import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../platform/http/pagination.js';

export const LEDGER_STATUSES = ['pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded', 'refund_pending', 'refund_failed'] as const;
export const LEDGER_METHODS = ['COD', 'CARD', 'UPI'] as const;
export const LEDGER_KINDS = ['payment', 'refund', 'cash'] as const;

/** One line of the payments ledger: an online payment attempt, a refund (a line of its own), or cash at the door. */
export class LedgerEntryView {
  @ApiProperty({ description: 'The payment’s id; for cash on delivery, the order’s; for a refund, the refund’s' }) id!: string;
  @ApiProperty({ enum: LEDGER_KINDS }) kind!: (typeof LEDGER_KINDS)[number];
  @ApiProperty() orderId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'JP-000123', description: 'The order’s number, as every screen shows it' }) orderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) customerName!: string | null;
  @ApiProperty({ enum: LEDGER_METHODS }) method!: (typeof LEDGER_METHODS)[number];
  @ApiProperty({ description: 'Rupees' }) amount!: number;
  @ApiProperty({ enum: LEDGER_STATUSES }) status!: (typeof LEDGER_STATUSES)[number];
  @ApiProperty({ description: '"cash" for cash on delivery' }) provider!: string;
  @ApiProperty({ type: String, nullable: true }) providerReference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a payment failed; for a refund, the reason the admin gave' }) failureReason!: string | null;
  @ApiProperty({ description: 'ISO 8601: when it settled, or when it started while still open' }) time!: string;
}

export class LedgerView {
  @ApiProperty({ type: [LedgerEntryView] }) payments!: LedgerEntryView[];
  @ApiProperty() pagination!: Pagination;
}
