import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { InlineProjections, JobHost, StreamModels, Upcasters } from '../platform/event-store/index.js';
import { GetPaymentController } from './get-payment/get-payment.controller.js';
import { GetPaymentHandler } from './get-payment/get-payment.handler.js';
import { OpenPaymentHandler } from './open-payment/open-payment.handler.js';
import { paymentModel } from './payment.decider.js';
import { PAYMENT_STREAM_TYPE } from './payment.events.js';
import { PaymentJobs } from './payment-jobs.js';
import { PaymentLog } from './payment-log.js';
import { PaymentMethodsController } from './payment-methods/payment-methods.controller.js';
import { PaymentMethodsHandler } from './payment-methods/payment-methods.handler.js';
import { PaymentPageUrlHandler } from './payment-page/payment-page-url.handler.js';
import { PaymentProvider } from './payment-provider.js';
import { resolvePaymentSettings, type ResolvedPaymentSettings } from './payment-settings.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import { RAZORPAY } from './payment-tokens.js';
import { PaymentWebhookController } from './payment-webhook/payment-webhook.controller.js';
import { ReceivePaymentWebhookHandler } from './payment-webhook/receive-payment-webhook.handler.js';
import { PaymentsOfOrderHandler } from './payments-of-order/payments-of-order.handler.js';
import { paymentsViewProjection } from './payments-view.projection.js';
import { RazorpayCheckoutController } from './razorpay/razorpay-checkout.controller.js';
import { RazorpayProvider } from './razorpay/razorpay.provider.js';
import { ReconcilePaymentHandler } from './reconcile-payment/reconcile-payment.handler.js';
import { ReconcileRefundHandler } from './reconcile-refund/reconcile-refund.handler.js';
import { RequestPaymentHandler } from './request-payment/request-payment.handler.js';
import { RequestRefundHandler } from './request-refund/request-refund.handler.js';
import { SandboxPageController } from './sandbox/sandbox-page.controller.js';
import { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SendRefundHandler } from './send-refund/send-refund.handler.js';
import { SettlePaymentHandler } from './settle-payment/settle-payment.handler.js';
import { SettleRefundHandler } from './settle-refund/settle-refund.handler.js';
import { SubmitRefundHandler } from './submit-refund/submit-refund.handler.js';
import { VoidPaymentHandler } from './void-payment/void-payment.handler.js';

// One folder per use case: its command or query, its handler (registered here for the bus) and its controller.
const commandHandlers = [
  RequestPaymentHandler,
  OpenPaymentHandler,
  SettlePaymentHandler,
  VoidPaymentHandler,
  RequestRefundHandler,
  SubmitRefundHandler,
  SettleRefundHandler,
  SendRefundHandler,
  ReconcilePaymentHandler,
  ReconcileRefundHandler,
  ReceivePaymentWebhookHandler,
];
const queryHandlers = [GetPaymentHandler, PaymentMethodsHandler, PaymentsOfOrderHandler, PaymentPageUrlHandler];

/** Online payments (CARD, UPI): payment streams, the sandbox and Razorpay providers, their webhooks, refunds and the jobs that reconcile them. */
@Module({
  controllers: [PaymentMethodsController, GetPaymentController, SandboxPageController, RazorpayCheckoutController, PaymentWebhookController],
  providers: [
    { provide: PAYMENT_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolvePaymentSettings(config) },
    {
      provide: SandboxProvider,
      inject: [PAYMENT_SETTINGS, Sql],
      useFactory: (s: ResolvedPaymentSettings, db: Sql) => new SandboxProvider(s.sandboxSecret, db),
    },
    { provide: RAZORPAY, inject: [PAYMENT_SETTINGS], useFactory: (s: ResolvedPaymentSettings) => (s.razorpay ? new RazorpayProvider(s.razorpay) : null) },
    // Razorpay when chosen, otherwise the sandbox: with 'none' no new online payment is taken
    // (RequestPayment refuses them), but the jobs still settle what an earlier sandbox run left open.
    {
      provide: PaymentProvider,
      inject: [PAYMENT_SETTINGS, RAZORPAY, SandboxProvider],
      useFactory: (s: ResolvedPaymentSettings, razorpay: RazorpayProvider | null, sandbox: SandboxProvider) => (s.provider === 'razorpay' && razorpay ? razorpay : sandbox),
    },
    PaymentLog,
    ...commandHandlers,
    ...queryHandlers,
    PaymentJobs,
  ],
  exports: [PaymentJobs, PAYMENT_SETTINGS],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(JobHost) private readonly jobs: JobHost,
    @Inject(PaymentJobs) private readonly paymentJobs: PaymentJobs,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  onModuleInit(): void {
    this.projections.register(paymentsViewProjection);
    this.models.register(PAYMENT_STREAM_TYPE, paymentModel);
    // PaymentStarted v2 names the paying customer; v1 left it to the event's actor (the customer who placed it).
    this.upcasters.register('PaymentStarted', 1, (data, metadata) => ({ ...data, customerId: data.customerId ?? metadata.actorId ?? null }));
    this.jobs.register({
      name: 'payments',
      everyMs: this.settings.jobsEveryMs,
      wakeOn: ['PaymentRequested', 'RefundRequested'],
      run: (now) => this.paymentJobs.run(now),
    });
  }
}
