import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProcessorHost } from '../platform/event-store/index.js';
import { PersonalData } from '../platform/personal-data/index.js';
import { AdminOrderFeed } from './admin-order-feed.gateway.js';
import { ListOrderNotificationsController } from './list-order-notifications/list-order-notifications.controller.js';
import { orderNotificationsProcessor } from './order-notifications.processor.js';
import { OrderUpdates } from './order-updates.gateway.js';

/** Admin order notifications (read model + /admin push) and live order updates for watchers (/orders). */
@Module({
  controllers: [ListOrderNotificationsController],
  providers: [AdminOrderFeed, OrderUpdates],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    @Inject(ProcessorHost) private readonly processors: ProcessorHost,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  onModuleInit(): void {
    this.processors.register(orderNotificationsProcessor(this.personalData));
  }
}
