import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { InlineProjections, StreamModels } from '../platform/event-store/index.js';
import { GetPaymentController } from './get-payment/get-payment.controller.js';
import { paymentModel } from './payment.decider.js';
import { PAYMENT_STREAM_TYPE } from './payment.events.js';
import { PaymentLog } from './payment-log.js';
import { PaymentProvider } from './payment-provider.js';
import { resolvePaymentSettings, type ResolvedPaymentSettings } from './payment-settings.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import { RAZORPAY } from './payment-tokens.js';
import { PaymentWebhookController } from './payment-webhook/payment-webhook.controller.js';
import { PaymentWebhooks } from './payment-webhook/payment-webhooks.js';
import { Payments } from './payments.js';
import { paymentsViewProjection } from './payments-view.projection.js';
import { RazorpayCheckoutController } from './razorpay/razorpay-checkout.controller.js';
import { RazorpayProvider } from './razorpay/razorpay.provider.js';
import { SandboxPageController } from './sandbox/sandbox-page.controller.js';
import { SandboxProvider } from './sandbox/sandbox.provider.js';

/** Online payments (CARD, UPI): payment streams, the sandbox and Razorpay providers, their webhooks. */
@Module({
  controllers: [GetPaymentController, SandboxPageController, RazorpayCheckoutController, PaymentWebhookController],
  providers: [
    { provide: PAYMENT_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolvePaymentSettings(config) },
    { provide: SandboxProvider, inject: [PAYMENT_SETTINGS], useFactory: (s: ResolvedPaymentSettings) => new SandboxProvider(s.sandboxSecret) },
    { provide: RAZORPAY, inject: [PAYMENT_SETTINGS], useFactory: (s: ResolvedPaymentSettings) => (s.razorpay ? new RazorpayProvider(s.razorpay) : null) },
    // Razorpay when its three keys are set, otherwise the sandbox.
    {
      provide: PaymentProvider,
      inject: [RAZORPAY, SandboxProvider],
      useFactory: (razorpay: RazorpayProvider | null, sandbox: SandboxProvider) => razorpay ?? sandbox,
    },
    PaymentLog,
    PaymentWebhooks,
    Payments,
  ],
  exports: [Payments],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
  ) {}

  onModuleInit(): void {
    this.projections.register(paymentsViewProjection);
    this.models.register(PAYMENT_STREAM_TYPE, paymentModel);
  }
}
