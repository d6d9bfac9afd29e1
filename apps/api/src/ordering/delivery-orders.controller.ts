import { Controller, Get, HttpCode, Inject, Param, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { OFFERED_TO_RIDERS } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { CurrentUser } from '../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';
import { OrderCommands } from './order-commands.js';
import { OneOrder, OrderReader } from './order-reader.js';
import { ORDER_COLUMNS, type OrderRow, OrderView, toOrderView } from './order.view.js';

class DeliveryOrders {
  @ApiProperty({ type: [OrderView], description: 'Confirmed or being packed, not yet taken by a rider' }) ready!: OrderView[];
  @ApiProperty({ type: [OrderView], description: 'Taken by the caller and not yet delivered' }) mine!: OrderView[];
}

/** Beyond the spec's placeholder: riders take ready orders, pick them up and hand them over. */
@ApiTags('delivery')
@Controller('delivery/orders')
@Roles('delivery')
@ApiConflictResponse({ type: ErrorBody })
export class DeliveryOrdersController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OrderCommands) private readonly commands: OrderCommands,
    @Inject(OrderReader) private readonly reader: OrderReader,
  ) {}

  @Get()
  @ApiOkResponse({ type: DeliveryOrders })
  async list(@CurrentUser() rider: AuthenticatedUser): Promise<DeliveryOrders> {
    const ready: OrderRow[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE rider_id IS NULL AND status = ANY($1::text[]) ORDER BY placed_at LIMIT 50`,
      [OFFERED_TO_RIDERS],
    );
    const mine: OrderRow[] = await this.db.query(
      `SELECT ${ORDER_COLUMNS} FROM orders_view WHERE rider_id = $1 AND status NOT IN ('delivered', 'cancelled') ORDER BY placed_at`,
      [rider.id],
    );
    return { ready: ready.map(toOrderView), mine: mine.map(toOrderView) };
  }

  @Put(':id/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  async accept(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    await this.commands.acceptForDelivery(id, rider);
    return this.reader.get(rider, id);
  }

  @Put(':id/picked-up')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  async pickedUp(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    await this.commands.pickUp(id, rider);
    return this.reader.get(rider, id);
  }

  @Put(':id/delivered')
  @HttpCode(200)
  @ApiOkResponse({ type: OneOrder })
  async delivered(@CurrentUser() rider: AuthenticatedUser, @Param('id') id: string): Promise<OneOrder> {
    await this.commands.deliver(id, rider);
    return this.reader.get(rider, id);
  }
}
