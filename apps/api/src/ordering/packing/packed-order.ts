import { applyDecorators, Controller, Inject, Injectable } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { GetPackingOrderQuery } from '../packing-order/get-packing-order.query.js';
import type { OnePackingOrder } from './packing.view.js';

/** Every packing change answers with the order as the packing screen shows it now. */
@Injectable()
export class PackedOrder {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async after(change: Command<void>, orderId: string): Promise<OnePackingOrder> {
    await this.commands.execute(change);
    return this.queries.execute(new GetPackingOrderQuery(orderId));
  }
}

/** The packing floor's routes: packers, and admins (who can pack too); 409 out of turn or when another packer has it. */
export const PackingRoute = () =>
  applyDecorators(
    ApiTags('packing'),
    Controller('packing/orders'),
    Roles('packer', 'admin'),
    ApiConflictResponse({ type: ErrorBody, description: 'Another packer has it, or the order is not where the step needs it' }),
    ApiNotFoundResponse({ type: ErrorBody }),
  );
