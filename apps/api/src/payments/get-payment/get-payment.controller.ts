import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { findPayment, findRefundsOfOrder, PaymentView, toPaymentView } from '../payment.view.js';

@ApiTags('payments')
@Controller('payments')
export class GetPaymentController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get(':paymentId')
  @Roles('customer', 'admin', 'auditor')
  @ApiOperation({ summary: 'One payment: its owner, admins and auditors only' })
  @ApiParam({ name: 'paymentId', description: '24 hexadecimal characters' })
  @ApiOkResponse({ type: PaymentView })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such payment, or not the caller’s' })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('paymentId') paymentId: string): Promise<PaymentView> {
    const row = /^[0-9a-f]{24}$/.test(paymentId) ? await findPayment(this.db, paymentId) : null;
    // Someone else's payment is answered like a missing one: its existence is not disclosed.
    if (!row || (user.role === 'customer' && row.customer_id !== user.id)) throw new NotFoundException('Payment not found');
    return toPaymentView(row, await findRefundsOfOrder(this.db, row.order_id));
  }
}
