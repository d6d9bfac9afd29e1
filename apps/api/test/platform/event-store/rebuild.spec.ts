import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { EventStore, InlineProjections, rebuildProjections, Upcasters } from '../../../src/platform/event-store/index.js';
import { added, createTallyView, type TallyEvent, tallyModel, tallyProjection, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const command = fc.record({
  stream: fc.integer({ min: 0, max: 4 }),
  event: fc.oneof(
    fc.integer({ min: 1, max: 500 }).map((amount): TallyEvent => added(amount)),
    fc.constant<TallyEvent>({ type: 'TallyReset', data: {} }),
  ),
});

describe('rebuilding read models from the log', () => {
  let shop: TestApp;
  let db: DataSource;
  let store: EventStore;
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    store = shop.app.get(EventStore);
    await createTallyView(db);
    shop.app.get(InlineProjections).register(tallyProjection);
  });
  afterAll(() => shop.close());

  const snapshot = (): Promise<unknown[]> => db.query(`SELECT stream_id, total, version FROM test_tally_view ORDER BY stream_id`);

  it('gives exactly the live read models, for any sequence of commands', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        await Promise.all(
          commands.map(({ stream, event }) =>
            store.handle(tallyStream(`p${run}-${stream}`), tallyModel, () => [event], { metadata: {}, respond: () => null }),
          ),
        );
        const live = await snapshot();
        const progress: number[] = [];
        const result = await rebuildProjections(db, shop.app.get(Upcasters), [tallyProjection], (p) => progress.push(p.processed), 7);
        expect(await snapshot()).toEqual(live);
        expect(result.processed).toBe(result.total);
        expect(result.tables).toEqual([{ table: 'test_tally_view', rows: live.length, identical: true }]);
        expect(progress.at(-1)).toBe(result.total);
        for (const stream of new Set(commands.map((c) => c.stream))) {
          const { state } = await store.load(tallyStream(`p${run}-${stream}`), tallyModel);
          const [row] = await db.query(`SELECT total FROM test_tally_view WHERE stream_id = $1`, [`tally-p${run}-${stream}`]);
          expect(row.total).toBe(state.total);
        }
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });

  it('repairs a read model that drifted from the log', async () => {
    await store.append(tallyStream('drift'), 'no_stream', [added(5)], {});
    await db.query(`DELETE FROM test_tally_view WHERE stream_id = 'tally-drift'`);
    const report = await rebuildProjections(db, shop.app.get(Upcasters), [tallyProjection]);
    expect(report.tables[0].identical).toBe(false);
    expect(await db.query(`SELECT total, version FROM test_tally_view WHERE stream_id = 'tally-drift'`)).toEqual([{ total: 5, version: 1 }]);
  });
});
