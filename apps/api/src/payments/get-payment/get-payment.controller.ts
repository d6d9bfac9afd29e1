import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PaymentView } from '../payment.view.js';
import { GetPaymentQuery } from './get-payment.query.js';

@ApiTags('payments')
@Controller('payments')
export class GetPaymentController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':paymentId')
  @Roles('customer', 'admin', 'auditor')
  @ApiOperation({ summary: 'One payment: its owner, admins and auditors only' })
  @ApiParam({ name: 'paymentId', description: '24 hexadecimal characters' })
  @ApiOkResponse({ type: PaymentView })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such payment, or not the caller’s' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('paymentId') paymentId: string): Promise<PaymentView> {
    return this.queries.execute(new GetPaymentQuery(user, paymentId));
  }
}
