import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { EventStore } from '../../platform/event-store/index.js';
import { parseMoment } from '../audit-query.params.js';
import { OrderAtReader, OrderAtView } from '../order-at/order-at.reader.js';
import { auditAccessModel, auditAccessStreamOf, type OrderUnmaskedEvent } from './order-unmasked.events.js';

const REASON = 'reason must say why, in 10 to 500 characters';

export class UnmaskOrderBody {
  @ApiProperty({ description: 'Why this order’s personal data is needed (kept with the record)', example: 'Customer dispute, ticket 4411' })
  @IsString({ message: REASON })
  @MinLength(10, { message: REASON })
  @MaxLength(500, { message: REASON })
  reason!: string;

  @ApiPropertyOptional({ description: 'ISO 8601 moment, as on the masked view' })
  @IsOptional()
  @IsString({ message: 'at must be an ISO 8601 date-time, e.g. 2026-11-22T10:30:00Z' })
  at?: string;
}

@ApiTags('audit')
@Controller('audit/orders')
@Roles('admin', 'auditor')
export class UnmaskOrderController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(OrderAtReader) private readonly reader: OrderAtReader,
  ) {}

  /** One order with its phones and addresses shown; the request (who, when, which order, why) is recorded first. */
  @Post(':id/unmask')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show one order unmasked; recorded as OrderUnmasked in the log (GET /api/audit/events?type=OrderUnmasked)' })
  @ApiOkResponse({ type: OrderAtView })
  async unmask(@CurrentUser() user: AuthenticatedUser, @Param('id') rawId: string, @Body() body: UnmaskOrderBody): Promise<OrderAtView> {
    const at = parseMoment(body.at, 'at');
    const orderId = await this.reader.orderIdOf(rawId);
    // The order must exist before anything is recorded: reading it masked first answers 404 for a wrong id.
    const { orderNumber } = await this.reader.read(orderId, at, {});
    // The number people call the order by and the asker's name, so the record reads on its own (who saw what).
    const event: OrderUnmaskedEvent = { type: 'OrderUnmasked', data: { orderId, orderNumber, by: user.name, reason: body.reason.trim(), at: at?.toISOString() ?? null } };
    await this.store.handle(auditAccessStreamOf(user.id), auditAccessModel, () => [event], {
      metadata: { actorId: user.id, role: user.role },
      respond: () => undefined,
    });
    return this.reader.read(orderId, at, { unmasked: true });
  }
}
