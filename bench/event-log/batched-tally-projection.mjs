// The shape a production projection should have: fold a whole batch per stream in memory, then one
// multi-row upsert guarded by stream version (shared notes/event-store.md §8.2: 34k–53k events/s,
// against ~13.5k/s for one upsert per event).
export const benchTallyProjection = {
  name: 'bench-tally-view',
  eventTypes: ['BenchTallyAdded'],
  tables: ['bench_tally_view'],
  async apply(tx, events) {
    const byStream = new Map();
    for (const event of events) {
      const row = byStream.get(event.streamId) ?? { added: 0, version: 0, from: event.streamVersion };
      row.added += event.data.amount;
      row.version = Math.max(row.version, event.streamVersion);
      row.from = Math.min(row.from, event.streamVersion);
      byStream.set(event.streamId, row);
    }
    const ids = [...byStream.keys()];
    const rows = ids.map((id) => byStream.get(id));
    await tx.query(
      `INSERT INTO bench_tally_view AS v (stream_id, total, version)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[])
       ON CONFLICT (stream_id) DO UPDATE SET total = v.total + EXCLUDED.total, version = EXCLUDED.version
       WHERE v.version < EXCLUDED.version`,
      [ids, rows.map((r) => r.added), rows.map((r) => r.version)],
    );
  },
};

export const createBenchTallyView = (db) =>
  db.query(`CREATE TABLE IF NOT EXISTS bench_tally_view (stream_id text PRIMARY KEY, total bigint NOT NULL, version bigint NOT NULL)`);
