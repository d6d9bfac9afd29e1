import type { SqlClient } from '../../database/sql-transaction.js';
import type { RowsOf } from '../batch-rows.js';
import type { RecordedEvent } from '../event.types.js';
import type { InlineProjection } from '../inline-projections.js';
import type { Processor } from '../processor.js';
import type { SetBasedFold } from './set-based-fold.js';

/**
 * A read model the rebuild can replay from the log into shadow tables: an inline projection, or the
 * tables a processor owns (`processorId` set: the swap also moves that processor's checkpoint).
 */
export interface RebuildableModel {
  /** As the rebuild's report prints it, and as `--only` takes it. */
  name: string;
  tables: readonly string[];
  eventTypes: readonly string[];
  /** `rowsOf`: where a batch fold gets its rows (the first pass keeps them in memory: RetainedRows); a model without one writes in `tx`. */
  apply(tx: SqlClient, events: readonly RecordedEvent[], rowsOf?: RowsOf): Promise<void>;
  processorId?: string;
  /** Its first pass stated in SQL (set-based-fold.ts); the catch-up after it still runs `apply`. */
  setBased?: SetBasedFold;
}

export const inlineModel = (projection: InlineProjection): RebuildableModel => ({
  name: projection.name,
  tables: projection.tables,
  eventTypes: projection.eventTypes,
  apply: (tx, events, rowsOf) => (projection.applyBatch ? projection.applyBatch(tx, events, rowsOf) : projection.apply(tx, events)),
  setBased: projection.setBased,
});

/** Null for a processor without a read model of its own: replaying its effects (appends, pushes) would repeat them. */
export function processorModel(processor: Processor): RebuildableModel | null {
  if (!processor.readModel) return null;
  if (!processor.eventTypes) throw new Error(`processor ${processor.id} has a read model but reads every event type: name them`);
  return {
    name: processor.readModel.name,
    tables: processor.readModel.tables,
    eventTypes: processor.eventTypes,
    apply: (tx, events) => processor.process(tx, events),
    processorId: processor.id,
    setBased: processor.readModel.setBased,
  };
}

/** The models `--only` picked, or an error naming the valid ones. */
export function pickModels(models: readonly RebuildableModel[], only: readonly string[]): RebuildableModel[] {
  if (only.length === 0) return [...models];
  const unknown = only.filter((name) => !models.some((model) => model.name === name));
  if (unknown.length > 0) {
    throw new Error(`no read model called ${unknown.join(', ')}: the read models are ${models.map((model) => model.name).join(', ')}`);
  }
  return models.filter((model) => only.includes(model.name));
}
