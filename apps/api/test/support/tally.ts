import type { EntityManager } from 'typeorm';
import type { InlineProjection, NewEvent, RecordedEvent, StreamModel } from '../../src/platform/event-store/index.js';

// A tiny shop-free domain for testing the event store: tallies that are added to and reset.
export type TallyEvent = NewEvent<'TallyAdded', { amount: number }> | NewEvent<'TallyReset', Record<string, never>>;

export interface Tally {
  total: number;
  changes: number;
}

export const tallyModel: StreamModel<Tally> = {
  initialState: () => ({ total: 0, changes: 0 }),
  evolve: (state, event) => {
    if (event.type === 'TallyAdded') return { total: state.total + (event.data as { amount: number }).amount, changes: state.changes + 1 };
    if (event.type === 'TallyReset') return { total: 0, changes: state.changes + 1 };
    return state;
  },
};

export const tallyStream = (id: string) => ({ streamId: `tally-${id}`, streamType: 'tally' });
export const added = (amount: number): TallyEvent => ({ type: 'TallyAdded', data: { amount } });

export async function createTallyView(db: Pick<EntityManager, 'query'>): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS test_tally_view (stream_id text PRIMARY KEY, total int NOT NULL, version int NOT NULL)`);
}

/** An inline projection guarded by stream version, as every projection must be. */
export const tallyProjection: InlineProjection = {
  name: 'test-tally-view',
  eventTypes: ['TallyAdded', 'TallyReset'],
  tables: ['test_tally_view'],
  async apply(tx: EntityManager, events: readonly RecordedEvent[]) {
    for (const event of events) {
      const amount = event.type === 'TallyAdded' ? (event.data as { amount: number }).amount : null;
      await tx.query(
        `INSERT INTO test_tally_view AS v (stream_id, total, version) VALUES ($1, coalesce($2, 0), $3)
         ON CONFLICT (stream_id) DO UPDATE
           SET total = CASE WHEN $2::int IS NULL THEN 0 ELSE v.total + $2 END, version = EXCLUDED.version
         WHERE v.version < EXCLUDED.version`,
        [event.streamId, amount, event.streamVersion],
      );
    }
  },
};
