import { Module } from '@nestjs/common';
import { EventFeedController } from './event-feed/event-feed.controller.js';
import { StateAtController } from './state-at/state-at.controller.js';
import { StreamHistoryController } from './stream-history/stream-history.controller.js';

/** Read-only views of the log for admins and auditors: histories, states at a moment, the global feed. */
@Module({ controllers: [StreamHistoryController, StateAtController, EventFeedController] })
export class AuditModule {}
