import { Injectable } from '@nestjs/common';
import type { SqlClient } from '../database/sql-transaction.js';
import type { RecordedEvent } from './event.types.js';

/**
 * A read model kept in the same transaction as the events it folds, so a 200 answer means both are
 * durable. Single-stream only (cross-stream views are asynchronous processors), and the only writer
 * of its tables. `apply` must ignore an event whose stream version its row has already seen.
 */
export interface InlineProjection {
  name: string;
  eventTypes: readonly string[];
  /** The tables it owns; a rebuild empties them before replaying the log. */
  tables: readonly string[];
  apply(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void>;
}

@Injectable()
export class InlineProjections {
  private readonly projections: InlineProjection[] = [];

  register(projection: InlineProjection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`inline projection ${projection.name} is already registered`);
    }
    this.projections.push(projection);
  }

  all(): readonly InlineProjection[] {
    return this.projections;
  }

  async apply(tx: SqlClient, events: readonly RecordedEvent[], only?: readonly InlineProjection[]): Promise<void> {
    for (const projection of only ?? this.projections) {
      const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
  }
}
