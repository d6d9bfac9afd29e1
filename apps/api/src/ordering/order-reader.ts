import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
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
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async get(user: AuthenticatedUser, orderId: string): Promise<OneOrder> {
    const row = await findOrder(this.db, orderId);
    if (!row || (user.role === 'customer' && row.customer_id.trim() !== user.id)) throw new NotFoundException('Order not found');
    return { success: true, order: toOrderView(row) };
  }
}
