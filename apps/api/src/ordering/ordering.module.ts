import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { Payments, PaymentsModule } from '../payments/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { PersonalData } from '../platform/personal-data/index.js';
import { EventStore, InlineProjections, JobHost, ProcessorHost, StreamModels } from '../platform/event-store/index.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { CustomerOrdersController } from './customer-orders.controller.js';
import { DeliveryOrdersController } from './delivery-orders.controller.js';
import { ExpireUnpaidOrders } from './expire-unpaid-orders/expire-unpaid-orders.job.js';
import { OrderCommands } from './order-commands.js';
import { orderModel } from './order.decider.js';
import { OrderDetailController } from './order-detail.controller.js';
import { OrderReader } from './order-reader.js';
import { orderViewProjection } from './order-view.projection.js';
import { paymentSagaProcessor } from './payment-saga/payment-saga.processor.js';
import { PlaceOrderHandler } from './place-order/place-order.handler.js';
import { RefundOrderController } from './refund-order/refund-order.controller.js';
import { RefundOrderHandler } from './refund-order/refund-order.handler.js';
import { RetryPaymentController } from './retry-payment/retry-payment.controller.js';
import { RetryPaymentHandler } from './retry-payment/retry-payment.handler.js';

/** Orders as event streams: placing (idempotent, server-priced), paying and refunding (the payment saga), reading, and staff changes. */
@Module({
  imports: [CatalogModule, PaymentsModule],
  controllers: [CustomerOrdersController, RetryPaymentController, OrderDetailController, AdminOrdersController, RefundOrderController, DeliveryOrdersController],
  providers: [PlaceOrderHandler, RetryPaymentHandler, RefundOrderHandler, OrderCommands, OrderReader, ExpireUnpaidOrders],
  exports: [OrderCommands],
})
export class OrderingModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(ProcessorHost) private readonly processors: ProcessorHost,
    @Inject(JobHost) private readonly jobs: JobHost,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Payments) private readonly payments: Payments,
    @Inject(ExpireUnpaidOrders) private readonly expiry: ExpireUnpaidOrders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  onModuleInit(): void {
    this.projections.register(orderViewProjection(this.personalData));
    this.models.register('order', orderModel);
    this.processors.register(paymentSagaProcessor(this.store, this.payments));
    const expiryMs = this.config.payments?.expireUnpaidAfterMs ?? 15 * 60_000;
    this.jobs.register({ name: 'expire-unpaid-orders', everyMs: Math.max(this.config.payments?.jobsEveryMs ?? 5_000, 1_000) * 6, run: (now) => this.expiry.run(now, expiryMs) });
  }
}
