import { ApiProperty } from '@nestjs/swagger';
import { orderStatuses, type OrderStatus, paymentStatuses, type PaymentStatus } from '@jhatpat/domain';
import { IsIn, IsString, Length, Matches } from 'class-validator';

export class ChangeStatusBody {
  @ApiProperty({ enum: orderStatuses })
  @IsIn(orderStatuses as unknown as string[], { message: `status must be one of ${orderStatuses.join(', ')}` })
  status!: OrderStatus;
}

export class ChangePaymentStatusBody {
  @ApiProperty({ enum: paymentStatuses })
  @IsIn(paymentStatuses as unknown as string[], { message: `paymentStatus must be one of ${paymentStatuses.join(', ')}` })
  paymentStatus!: PaymentStatus;
}

export class DeliveryDetailsBody {
  @ApiProperty({ example: 'Jhatpat Fleet' }) @IsString() @Length(1, 100, { message: 'carrier must be 1 to 100 characters' }) carrier!: string;
  @ApiProperty({ example: 'JP-2231' }) @IsString() @Length(1, 100, { message: 'trackingNumber must be 1 to 100 characters' }) trackingNumber!: string;
}

export class AssignRiderBody {
  @ApiProperty({ description: 'The id of a user with the delivery role', example: '6921a3c0a1b2c3d4e5000003' })
  @IsString({ message: 'riderId must be a user id' })
  @Matches(/^[0-9a-f]{24}$/, { message: 'riderId must be a user id' })
  riderId!: string;
}
