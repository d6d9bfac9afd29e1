import { Gauge, type Registry } from 'prom-client';
import type { ProcessingHealth } from '../health/processing-health.js';

/**
 * The log readers' health as gauges, read from the same report as /api/health (at most once a
 * second, whoever asks). Every instance reports every processor (they share the checkpoints): a
 * dashboard takes the max per processor; the live feed is per instance.
 */
export function processingGauges(registry: Registry, health: ProcessingHealth): void {
  // One collector for them all: the first gauge a scrape asks fills every one.
  let filling: Promise<void> | null = null;
  const collect = async () => {
    filling ??= fill().finally(() => (filling = null));
    await filling;
  };
  const registers = [registry];
  const perProcessor = { labelNames: ['processor'] as const, registers, collect };
  const lagEvents = new Gauge({ name: 'jhatpat_processor_lag_events', help: 'Committed events of its types after its checkpoint (counted up to 10,000)', ...perProcessor });
  const lagSeconds = new Gauge({ name: 'jhatpat_processor_lag_seconds', help: 'Seconds since the oldest event it has not processed was recorded', ...perProcessor });
  const heldBack = new Gauge({ name: 'jhatpat_processor_held_back', help: '1 while an open transaction on the server keeps it from reading what is pending', ...perProcessor });
  const parked = new Gauge({ name: 'jhatpat_processor_parked_events', help: 'Events it gave up on, waiting for an admin to retry them', ...perProcessor });
  const heartbeat = new Gauge({ name: 'jhatpat_processor_heartbeat_age_seconds', help: 'Seconds since an instance last polled it', ...perProcessor });
  const feedEvents = new Gauge({ name: 'jhatpat_live_feed_lag_events', help: "Committed events after this instance's live feed cursor", registers, collect });
  const feedSeconds = new Gauge({ name: 'jhatpat_live_feed_lag_seconds', help: "Seconds since the oldest event this instance's live feed has not pushed was recorded", registers, collect });
  const oldest = new Gauge({ name: 'jhatpat_oldest_transaction_age_seconds', help: 'Age of the transaction pinning pg_snapshot_xmin on the server (0: none; unknown age reads 0)', registers, collect });
  const degraded = new Gauge({ name: 'jhatpat_health_degraded', help: '1 when /api/health says degraded', registers, collect });

  const all = [lagEvents, lagSeconds, heldBack, parked, heartbeat, feedEvents, feedSeconds, oldest, degraded];
  async function fill(): Promise<void> {
    const report = await health.report();
    for (const gauge of all) gauge.reset();
    const now = report.checkedAt.getTime();
    for (const processor of report.processors) {
      const labels = { processor: processor.id };
      lagEvents.set(labels, processor.lag.events);
      lagSeconds.set(labels, processor.lag.seconds);
      heldBack.set(labels, processor.lag.heldBack ? 1 : 0);
      parked.set(labels, processor.parkedEvents);
      if (processor.heartbeatAt) heartbeat.set(labels, Math.max(0, (now - processor.heartbeatAt.getTime()) / 1000));
    }
    feedEvents.set(report.liveFeed.lag.events);
    feedSeconds.set(report.liveFeed.lag.seconds);
    oldest.set(report.oldestTransaction?.ageSeconds ?? 0);
    degraded.set(report.reasons.length > 0 ? 1 : 0);
  }
}
