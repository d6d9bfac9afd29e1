import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { RetryPaymentCommand } from './retry-payment.command.js';

class PaymentPageBody {
  @ApiProperty() orderId!: string;
  @ApiProperty({ description: 'Where to send the browser to pay' }) paymentUrl!: string;
}

@ApiTags('orders')
@Controller('user-orders')
@Roles('customer')
export class RetryPaymentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderId/payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay an order that waits for its payment: its open attempt, or a new one after a failure' })
  @ApiOkResponse({ type: PaymentPageBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already paid, cancelled, or a cash order' })
  pay(@CurrentUser() customer: AuthenticatedUser, @Param('orderId') orderId: string): Promise<PaymentPageBody> {
    return this.commands.execute(new RetryPaymentCommand(customer, orderId));
  }
}
