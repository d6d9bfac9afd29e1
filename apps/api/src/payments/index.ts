export { PaymentsModule } from './payments.module.js';
export { type PaymentCommand, Payments } from './payments.js';
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
export { paymentSettingsSchema } from './payment-settings.schema.js';
