import { ApiProperty } from '@nestjs/swagger';
import { orderStatuses, type OrderStatus } from '@jhatpat/domain';
import { IsIn } from 'class-validator';

export class ChangeStatusBody {
  @ApiProperty({ enum: orderStatuses })
  @IsIn(orderStatuses as unknown as string[], { message: `status must be one of ${orderStatuses.join(', ')}` })
  status!: OrderStatus;
}
