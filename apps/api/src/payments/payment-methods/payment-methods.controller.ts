import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { type PaymentMethod, paymentMethods } from '@jhatpat/domain';
import type { PaymentProviderChoice } from '../../platform/config/app-config.js';
import { Payments } from '../payments.js';

class PaymentMethodsView {
  @ApiProperty({ enum: paymentMethods, isArray: true, description: 'What a shopper may choose at checkout now' })
  methods!: PaymentMethod[];
  @ApiProperty({ enum: ['razorpay', 'sandbox', 'none'], description: "Who takes online payments; 'sandbox' moves no money" })
  provider!: PaymentProviderChoice;
}

/** Public: the checkout offers only what the shop takes (cash only when no provider is set up). */
@ApiTags('payments')
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(@Inject(Payments) private readonly payments: Payments) {}

  @Get()
  @ApiOperation({ summary: 'The payment methods this shop takes now, and who takes the online ones' })
  @ApiOkResponse({ type: PaymentMethodsView })
  list(): PaymentMethodsView {
    return { methods: [...this.payments.methods], provider: this.payments.takenBy };
  }
}
