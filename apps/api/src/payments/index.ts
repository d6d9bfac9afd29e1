export { PaymentsModule } from './payments.module.js';
export { Payments, type StartPayment } from './payments.js';
export type { PaymentView } from './payment.view.js';
export type { PayingCustomer } from './payment-provider.js';
export { paymentModel, type PaymentState } from './payment.decider.js';
export {
  type PaymentEvent,
  paymentEventTypes,
  type PaymentFailedData,
  type PaymentStartedData,
  type PaymentSucceededData,
  paymentStreamOf,
  PAYMENT_STREAM_TYPE,
} from './payment.events.js';
export { keepRawWebhookBodies } from './payment-webhook/raw-body.hook.js';
