import { ApiProperty } from '@nestjs/swagger';
import { paymentStatuses, type PaymentStatus } from '@jhatpat/domain';
import { IsIn } from 'class-validator';

export class ChangePaymentStatusBody {
  @ApiProperty({ enum: paymentStatuses })
  @IsIn(paymentStatuses as unknown as string[], { message: `paymentStatus must be one of ${paymentStatuses.join(', ')}` })
  paymentStatus!: PaymentStatus;
}
