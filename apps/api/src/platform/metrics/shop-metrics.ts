import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { Sql } from '../database/sql-transaction.js';
import { AppendNotifier } from '../event-store/append-notifier.js';
import type { RecordedEvent } from '../event-store/event.types.js';
import { ProcessingHealth } from '../health/processing-health.js';
import { RealtimeServer } from '../realtime/realtime-server.js';
import { processingGauges } from './processing-gauges.js';
import { poolGauges, socketGauges } from './runtime-gauges.js';

/**
 * The instance's Prometheus metrics (GET /api/metrics, docs/decisions.md#metrics). A registry of its
 * own rather than prom-client's global one, so two apps in one process (the tests) never share.
 */
@Injectable()
export class ShopMetrics implements OnModuleDestroy {
  readonly registry = new Registry();

  /** Observed by the HTTP hook (request-metrics.ts): labelled by route pattern, never the raw URL. */
  readonly requestDuration = new Histogram({
    name: 'jhatpat_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly eventsAppended = new Counter({
    name: 'jhatpat_events_appended_total',
    help: 'Events committed to the log by this instance, per event type',
    labelNames: ['type'],
    registers: [this.registry],
  });

  private readonly stopCounting: () => void;

  constructor(
    @Inject(AppendNotifier) notifier: AppendNotifier,
    @Inject(ProcessingHealth) health: ProcessingHealth,
    @Inject(RealtimeServer) realtime: RealtimeServer,
    @Inject(Sql) db: Sql,
  ) {
    // The event-loop lag is sampled by a timer every 100 ms, not prom-client's 10 ms: at 10 ms the timer
    // alone cost an idle shop 5 ms of CPU a second (docs/decisions.md#processor-idle), and a stall still
    // shows, as the delay of the next tick.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 100 });
    processingGauges(this.registry, health);
    socketGauges(this.registry, realtime);
    poolGauges(this.registry, db);
    this.stopCounting = notifier.subscribe((events) => this.countAppended(events));
  }

  onModuleDestroy(): void {
    this.stopCounting();
  }

  private countAppended(events: readonly RecordedEvent[]): void {
    for (const event of events) this.eventsAppended.inc({ type: event.type });
  }
}
