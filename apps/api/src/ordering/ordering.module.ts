import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog/index.js';
import { UserDirectoryModule } from '../identity/index.js';
import { PaymentsModule } from '../payments/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { PersonalData } from '../platform/personal-data/index.js';
import { EventStore, InlineProjections, JobHost, ProcessorHost, StreamModels, Upcasters } from '../platform/event-store/index.js';
import { AcceptForDeliveryController } from './accept-for-delivery/accept-for-delivery.controller.js';
import { AcceptForDeliveryHandler } from './accept-for-delivery/accept-for-delivery.handler.js';
import { AdminOrdersController } from './admin-orders/admin-orders.controller.js';
import { AdminOrdersHandler } from './admin-orders/admin-orders.handler.js';
import { AssignRiderController } from './assign-rider/assign-rider.controller.js';
import { AssignRiderHandler } from './assign-rider/assign-rider.handler.js';
import { CancelOrderController } from './cancel-order/cancel-order.controller.js';
import { CancelOrderHandler } from './cancel-order/cancel-order.handler.js';
import { ChangeDeliveryDetailsController } from './change-delivery-details/change-delivery-details.controller.js';
import { ChangeDeliveryDetailsHandler } from './change-delivery-details/change-delivery-details.handler.js';
import { ChangeOrderStatusController } from './change-order-status/change-order-status.controller.js';
import { ChangeOrderStatusHandler } from './change-order-status/change-order-status.handler.js';
import { ChangePaymentStatusController } from './change-payment-status/change-payment-status.controller.js';
import { ChangePaymentStatusHandler } from './change-payment-status/change-payment-status.handler.js';
import { CustomerOrdersController } from './customer-orders/customer-orders.controller.js';
import { CustomerOrdersHandler } from './customer-orders/customer-orders.handler.js';
import { DeliverOrderController } from './deliver-order/deliver-order.controller.js';
import { DeliverOrderHandler } from './deliver-order/deliver-order.handler.js';
import { DeliveryOrdersController } from './delivery-orders/delivery-orders.controller.js';
import { DeliveryOrdersHandler } from './delivery-orders/delivery-orders.handler.js';
import { ExpireUnpaidOrdersCommand } from './expire-unpaid-orders/expire-unpaid-orders.command.js';
import { ExpireUnpaidOrdersHandler } from './expire-unpaid-orders/expire-unpaid-orders.handler.js';
import { orderModel } from './order.decider.js';
import { OrderChanges } from './order-changes.js';
import { ChangedOrder } from './order-detail/changed-order.js';
import { withLegacyOrderNumber } from './order-number.js';
import { withItemsHindiNames, withSubstituteHindiName } from './line-hindi-names.js';
import { GetOrderController } from './order-detail/get-order.controller.js';
import { GetOrderHandler } from './order-detail/get-order.handler.js';
import { orderViewProjection } from './order-view.projection.js';
import { PayableAttempts } from './payable-attempts.js';
import { ClaimPackingController } from './claim-packing/claim-packing.controller.js';
import { ClaimPackingHandler } from './claim-packing/claim-packing.handler.js';
import { FinishPackingController } from './finish-packing/finish-packing.controller.js';
import { FinishPackingHandler } from './finish-packing/finish-packing.handler.js';
import { PackedOrder } from './packing/packed-order.js';
import { PackingFloor } from './packing/packing-floor.js';
import { PackingUpdates } from './packing/packing-updates.gateway.js';
import { packingViewProjection } from './packing/packing-view.projection.js';
import { GetPackingOrderController } from './packing-order/get-packing-order.controller.js';
import { GetPackingOrderHandler } from './packing-order/get-packing-order.handler.js';
import { PackingQueueController } from './packing-queue/packing-queue.controller.js';
import { PackingQueueHandler } from './packing-queue/packing-queue.handler.js';
import { PickLineController } from './pick-line/pick-line.controller.js';
import { PickLineHandler } from './pick-line/pick-line.handler.js';
import { ShortLineController } from './short-line/short-line.controller.js';
import { ShortLineHandler } from './short-line/short-line.handler.js';
import { SubstituteLineController } from './substitute-line/substitute-line.controller.js';
import { SubstituteLineHandler } from './substitute-line/substitute-line.handler.js';
import { paymentSagaProcessor } from './payment-saga/payment-saga.processor.js';
import { PickUpOrderController } from './pick-up-order/pick-up-order.controller.js';
import { PickUpOrderHandler } from './pick-up-order/pick-up-order.handler.js';
import { PlaceOrderController } from './place-order/place-order.controller.js';
import { PlaceOrderHandler } from './place-order/place-order.handler.js';
import { RefundOrderController } from './refund-order/refund-order.controller.js';
import { RefundOrderHandler } from './refund-order/refund-order.handler.js';
import { RetryPaymentController } from './retry-payment/retry-payment.controller.js';
import { RetryPaymentHandler } from './retry-payment/retry-payment.handler.js';

const useCases = {
  controllers: [
    PlaceOrderController,
    CustomerOrdersController,
    RetryPaymentController,
    GetOrderController,
    CancelOrderController,
    AdminOrdersController,
    ChangeOrderStatusController,
    ChangePaymentStatusController,
    ChangeDeliveryDetailsController,
    AssignRiderController,
    RefundOrderController,
    DeliveryOrdersController,
    AcceptForDeliveryController,
    PickUpOrderController,
    DeliverOrderController,
    PackingQueueController,
    GetPackingOrderController,
    ClaimPackingController,
    PickLineController,
    ShortLineController,
    SubstituteLineController,
    FinishPackingController,
  ],
  handlers: [
    PlaceOrderHandler,
    CustomerOrdersHandler,
    RetryPaymentHandler,
    GetOrderHandler,
    CancelOrderHandler,
    AdminOrdersHandler,
    ChangeOrderStatusHandler,
    ChangePaymentStatusHandler,
    ChangeDeliveryDetailsHandler,
    AssignRiderHandler,
    RefundOrderHandler,
    DeliveryOrdersHandler,
    AcceptForDeliveryHandler,
    PickUpOrderHandler,
    DeliverOrderHandler,
    ExpireUnpaidOrdersHandler,
    PackingQueueHandler,
    GetPackingOrderHandler,
    ClaimPackingHandler,
    PickLineHandler,
    ShortLineHandler,
    SubstituteLineHandler,
    FinishPackingHandler,
  ],
};

/**
 * Orders as event streams: placing (idempotent, server-priced), paying and refunding (the payment saga),
 * reading, and staff and rider changes; one folder per use case, each dispatched through the command or query bus.
 */
@Module({
  imports: [CatalogModule, PaymentsModule, UserDirectoryModule],
  controllers: useCases.controllers,
  providers: [...useCases.handlers, OrderChanges, ChangedOrder, PayableAttempts, PackingFloor, PackedOrder, PackingUpdates],
})
export class OrderingModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(ProcessorHost) private readonly processors: ProcessorHost,
    @Inject(JobHost) private readonly jobs: JobHost,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PersonalData) private readonly personalData: PersonalData,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
  ) {}

  onModuleInit(): void {
    this.projections.register(orderViewProjection(this.personalData));
    this.projections.register(packingViewProjection);
    this.models.register('order', orderModel);
    // OrderPlaced v2 carries the order's number; v1, from before numbers, is given one from its log position.
    this.upcasters.register('OrderPlaced', 1, withLegacyOrderNumber);
    // OrderPlaced v3 and OrderLineSubstituted v2 carry each line's Hindi name; older ones are read with the English name.
    this.upcasters.register('OrderPlaced', 2, withItemsHindiNames);
    this.upcasters.register('OrderLineSubstituted', 1, withSubstituteHindiName);
    this.processors.register(paymentSagaProcessor(this.store, this.commands));
    const expiryMs = this.config.payments?.expireUnpaidAfterMs ?? 15 * 60_000;
    const everyMs = Math.max(this.config.payments?.jobsEveryMs ?? 5_000, 1_000) * 6;
    this.jobs.register({ name: 'expire-unpaid-orders', everyMs, run: (now) => this.commands.execute(new ExpireUnpaidOrdersCommand(now, expiryMs)) });
  }
}
