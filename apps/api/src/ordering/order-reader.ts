import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
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
    if (!row || !mayRead(user, row)) throw new NotFoundException('Order not found');
    return { success: true, order: toOrderView(row) };
  }
}

/** Statuses in which an unassigned order is offered to every rider (their "ready" list). */
export const OFFERED_TO_RIDERS: readonly string[] = ['confirmed', 'preparing'];

/**
 * Least privilege (issue 16 item 7): a customer reads their own orders; a rider only what is offered to
 * every rider or assigned to them (an order's name, phone and address are for delivering it); admins
 * and auditors every order. Anything else reads as missing, so ids tell nothing.
 */
function mayRead(user: AuthenticatedUser, row: { customer_id: string; rider_id: string | null; status: string }): boolean {
  if (user.role === 'customer') return row.customer_id.trim() === user.id;
  if (user.role === 'delivery') return row.rider_id === null ? OFFERED_TO_RIDERS.includes(row.status) : row.rider_id.trim() === user.id;
  return true;
}
