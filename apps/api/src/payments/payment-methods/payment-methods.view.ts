import { ApiProperty } from '@nestjs/swagger';
import { type PaymentMethod, paymentMethods } from '@jhatpat/domain';
import type { PaymentProviderChoice } from '../../platform/config/app-config.js';

export class PaymentMethodsView {
  @ApiProperty({ enum: paymentMethods, isArray: true, description: 'What a shopper may choose at checkout now' })
  methods!: PaymentMethod[];
  @ApiProperty({ enum: ['razorpay', 'sandbox', 'none'], description: "Who takes online payments; 'sandbox' moves no money" })
  provider!: PaymentProviderChoice;
}
