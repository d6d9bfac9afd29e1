import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaymentMethodsQuery } from './payment-methods.query.js';
import { PaymentMethodsView } from './payment-methods.view.js';

/** Public: the checkout offers only what the shop takes (cash only when no provider is set up). */
@ApiTags('payments')
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The payment methods this shop takes now, and who takes the online ones' })
  @ApiOkResponse({ type: PaymentMethodsView })
  list(): Promise<PaymentMethodsView> {
    return this.queries.execute(new PaymentMethodsQuery());
  }
}
