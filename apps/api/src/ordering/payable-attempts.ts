import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Sql } from '../platform/database/sql-transaction.js';
import { PaymentsOfOrderQuery } from '../payments/index.js';
import { findOrder } from './orders.queries.js';

/** The attempt a shopper may pay now: asked by placing (a repeat) and by "Pay" on an order that waits. */
@Injectable()
export class PayableAttempts {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** Only while the order waits for its money and that attempt is open. */
  async of(orderId: string): Promise<string | null> {
    const row = await findOrder(this.db, orderId);
    if (row?.status !== 'pending_payment' || row.payment_status !== 'pending') return null;
    const open = (await this.queries.execute(new PaymentsOfOrderQuery(orderId))).find((p) => p.status === 'requested' || p.status === 'pending');
    return open?._id ?? null;
  }
}
