import { Module } from '@nestjs/common';
import { EventFeedController } from './event-feed/event-feed.controller.js';
import { OrderAtController } from './order-at/order-at.controller.js';
import { StateAtController } from './state-at/state-at.controller.js';
import { StreamHistoryController } from './stream-history/stream-history.controller.js';

/** Read-only views of the log for admins and auditors: histories, states at a moment (orders with their payments), the global feed. */
@Module({ controllers: [StreamHistoryController, StateAtController, OrderAtController, EventFeedController] })
export class AuditModule {}
