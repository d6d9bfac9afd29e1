import { applyDecorators, Controller, Inject, Injectable } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { GetOrderQuery } from './get-order.query.js';
import type { OneOrder } from './one-order.js';

/**
 * Every change to an order answers with the order as its actor now sees it: the command goes through
 * the command bus, then the order through the query bus, so the routes stay one line each.
 */
@Injectable()
export class ChangedOrder {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async after(change: Command<void>, actor: AuthenticatedUser, orderId: string): Promise<OneOrder> {
    await this.commands.execute(change);
    return this.queries.execute(new GetOrderQuery(actor, orderId));
  }
}

/** docs/product.md §7 "Admin": a staff change under /orders, refused with a 409 where the transition table says no. */
export const AdminOrderChange = () =>
  applyDecorators(ApiTags('admin'), Controller('orders'), Roles('admin'), ApiConflictResponse({ type: ErrorBody, description: 'Not allowed by the transition table (docs/decisions.md)' }));

/** A rider's step under /delivery/orders (beyond the spec's placeholder), refused with a 409 out of turn. */
export const RiderOrderChange = () => applyDecorators(ApiTags('delivery'), Controller('delivery/orders'), Roles('delivery'), ApiConflictResponse({ type: ErrorBody }));
