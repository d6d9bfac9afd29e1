export { AuditModule } from './audit.module.js';
export { paymentStreamsOfOrder } from './order-payment-streams.js';
