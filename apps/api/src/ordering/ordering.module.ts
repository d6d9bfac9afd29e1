import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { EventStore, InlineProjections, ProcessorHost, StreamModels } from '../platform/event-store/index.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { CustomerOrdersController } from './customer-orders.controller.js';
import { DeliveryOrdersController } from './delivery-orders.controller.js';
import { OrderCommands } from './order-commands.js';
import { orderModel } from './order.decider.js';
import { OrderDetailController } from './order-detail.controller.js';
import { OrderPayments } from './order-payments.js';
import { OrderReader } from './order-reader.js';
import { orderViewProjection } from './order-view.projection.js';
import { PlaceOrderHandler } from './place-order/place-order.handler.js';
import { paymentSettlementProcessor } from './payment-settlement.processor.js';
import { ProviderOrderPayments } from './provider-order-payments.js';

/** Orders as event streams: placing (idempotent, server-priced), reading, and the admin's changes. */
@Module({
  imports: [CatalogModule, PaymentsModule],
  controllers: [CustomerOrdersController, OrderDetailController, AdminOrdersController, DeliveryOrdersController],
  providers: [PlaceOrderHandler, OrderCommands, OrderReader, { provide: OrderPayments, useClass: ProviderOrderPayments }],
  exports: [OrderCommands],
})
export class OrderingModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(ProcessorHost) private readonly processors: ProcessorHost,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.projections.register(orderViewProjection);
    this.models.register('order', orderModel);
    this.processors.register(paymentSettlementProcessor(this.store));
  }
}
