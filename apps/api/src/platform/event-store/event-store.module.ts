import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';
import { CommitClock } from './commit-clock.js';
import { EventStore } from './event-store.js';
import { InlineProjections } from './inline-projections.js';
import { JobHost } from './job-host.js';
import { LiveEventFeed } from './live-event-feed.js';
import { ProcessorHost } from './processor-host.js';
import { StreamModels } from './stream-models.js';
import { Upcasters } from './upcasters.js';

const providers = [AppendNotifier, CommitClock, EventStore, InlineProjections, JobHost, LiveEventFeed, ProcessorHost, StreamModels, Upcasters];

/** The event log for every context: contexts register their upcasters, projections and processors. */
@Global()
@Module({})
export class EventStoreModule {
  /** `backgroundWork`: the shop runs its processors and live feed; the command-line tools do not. */
  static forRoot({ backgroundWork }: { backgroundWork: boolean }): DynamicModule {
    return { module: EventStoreModule, providers: [...providers, { provide: BACKGROUND_WORK, useValue: backgroundWork }], exports: providers };
  }
}
