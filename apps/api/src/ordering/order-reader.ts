import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { mayReadOrder, type OrderReadFacts } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import { Payments } from '../payments/index.js';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { OrderView, toOrderView } from './order.view.js';
import { findOrder } from './orders.queries.js';

export class OneOrder {
  @ApiProperty() success!: boolean;
  @ApiProperty() order!: OrderView;
}

/** One order as `user` may see it: its owner, staff who work orders and auditors; to others it does not exist. */
@Injectable()
export class OrderReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Payments) private readonly payments: Payments,
  ) {}

  /** The attempt a shopper may pay now: only while the order waits for its money and that attempt is open. */
  async payableAttemptOf(orderId: string): Promise<string | null> {
    const row = await findOrder(this.db, orderId);
    if (row?.status !== 'pending_payment' || row.payment_status !== 'pending') return null;
    const open = (await this.payments.paymentsOf(orderId)).find((p) => p.status === 'requested' || p.status === 'pending');
    return open?._id ?? null;
  }

  async get(user: AuthenticatedUser, orderId: string): Promise<OneOrder> {
    const row = await findOrder(this.db, orderId);
    if (!row || !mayReadOrder(user, readFactsOf(row))) throw new NotFoundException('Order not found');
    return { success: true, order: toOrderView(row) };
  }
}

/** The read model's row as the one read rule (libs/domain order-readers.ts) sees it; ids are fixed-width columns. */
const readFactsOf = (row: { customer_id: string; rider_id: string | null; status: string }): OrderReadFacts => ({
  customerId: row.customer_id.trim(),
  riderId: row.rider_id?.trim() ?? null,
  status: row.status,
});
