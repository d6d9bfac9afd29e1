import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { isNotificationKind, NOTIFICATION_KINDS } from '../order-notification.js';
import { listOrderNotifications } from './list-order-notifications.js';

class NotificationView {
  @ApiProperty({ description: 'The event id' }) id!: string;
  @ApiProperty({ description: 'The order it is about (the row links to it)' }) orderId!: string;
  @ApiProperty({ example: 'New order #JP-000123 from Asha: ₹152.00 (COD)' }) message!: string;
  @ApiProperty({ description: 'ISO 8601, when the event was recorded' }) time!: string;
}

export const UNKNOWN_STATUS = `status must be one of ${NOTIFICATION_KINDS.join(', ')}`;

/** docs/product.md §7 Admin: the list the admin screen polls every 30000 ms (the socket pushes the same items). */
@ApiTags('notifications')
@Controller('notifications')
@Roles('admin')
export class ListOrderNotificationsController {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  @Get('order-notifications')
  @ApiQuery({ name: 'status', required: false, enum: NOTIFICATION_KINDS })
  @ApiOkResponse({ type: [NotificationView] })
  list(@Query('status') status?: string): Promise<NotificationView[]> {
    if (status !== undefined && status !== '' && !isNotificationKind(status)) throw new BadRequestException(UNKNOWN_STATUS);
    return listOrderNotifications(this.db, status ? (status as typeof NOTIFICATION_KINDS[number]) : null);
  }
}
