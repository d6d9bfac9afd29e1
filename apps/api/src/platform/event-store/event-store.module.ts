import { Global, Module } from '@nestjs/common';
import { AppendNotifier } from './append-notifier.js';
import { EventStore } from './event-store.js';
import { InlineProjections } from './inline-projections.js';
import { JobHost } from './job-host.js';
import { LiveEventFeed } from './live-event-feed.js';
import { ProcessorHost } from './processor-host.js';
import { StreamModels } from './stream-models.js';
import { Upcasters } from './upcasters.js';

const providers = [AppendNotifier, EventStore, InlineProjections, JobHost, LiveEventFeed, ProcessorHost, StreamModels, Upcasters];

/** The event log for every context: contexts register their upcasters, projections and processors. */
@Global()
@Module({ providers, exports: providers })
export class EventStoreModule {}
