export { PaymentsModule } from './payments.module.js';
export { PAYMENT_SETTINGS } from './payment-settings.token.js';
export type { ResolvedPaymentSettings } from './payment-settings.js';
export { carryOutPaymentCommands, type PaymentCommand } from './carry-out-payment-commands.js';
export { PaymentJobs } from './payment-jobs.js';
export type { PaymentView } from './payment.view.js';
export type { PayingCustomer } from './payment-provider.js';
export { isPayable, paymentModel, PaymentRefusal, type PaymentState } from './payment.decider.js';
export {
  type PaymentEvent,
  paymentEventTypes,
  type PaymentFailedData,
  type PaymentRequestedData,
  type PaymentSucceededData,
  paymentStreamOf,
  PAYMENT_STREAM_TYPE,
  type RefundKind,
} from './payment.events.js';
export { keepRawWebhookBodies } from './payment-webhook/raw-body.hook.js';
// What other contexts send through the bus (ordering: placing an order, retrying its payment, its saga).
export { RequestPaymentCommand } from './request-payment/request-payment.command.js';
export { OpenPaymentCommand } from './open-payment/open-payment.command.js';
export { VoidPaymentCommand } from './void-payment/void-payment.command.js';
export { RequestRefundCommand } from './request-refund/request-refund.command.js';
export { ReconcilePaymentCommand } from './reconcile-payment/reconcile-payment.command.js';
export { PaymentsOfOrderQuery } from './payments-of-order/payments-of-order.query.js';
export { PaymentPageUrlQuery } from './payment-page/payment-page-url.query.js';
export { paymentSettingsSchema } from './payment-settings.schema.js';
