#!/usr/bin/env node
// bench/event-log: append throughput through appendToStream next to the same SQL on a bare pg pool,
// then processor catch-up and full rebuild over a million events, all in one run on PostgreSQL.
// Usage: npm run bench:event-log [-- --events 1000000 --seconds 5]   (needs `npm run build` first)
import pg from 'pg';
/* eslint-disable @nx/enforce-module-boundaries -- a benchmark measures the built API itself, so it imports its compiled modules */
import { Database } from '../../apps/api/dist/platform/database/database.js';
import { shopMigrations } from '../../apps/api/dist/shop-migrations.js';
import { AppendNotifier } from '../../apps/api/dist/platform/event-store/append-notifier.js';
import { EventStore, InlineProjections, inlineModel, rebuildReadModels, Upcasters } from '../../apps/api/dist/platform/event-store/index.js';
import { processNextBatch } from '../../apps/api/dist/platform/event-store/consumer-checkpoint.js';
import { benchTallyProjection, createBenchTallyView } from './batched-tally-projection.mjs';
import { benchOptions } from '../shared/options.mjs';
import { bareAppend } from './bare-append.mjs';
import { createScratchDatabase } from './scratch-database.mjs';

const { events: totalEvents, seconds } = benchOptions({ events: 1_000_000, seconds: 5 });
const report = [];
const log = (line) => {
  report.push(line);
  console.log(line);
};

const scratch = await createScratchDatabase();
const database = await Database.open({ engine: 'postgres', url: scratch.url }, { migrations: shopMigrations });
// The same pool size as the API's own (platform/database/database.ts), so only the code path differs.
const bare = new pg.Pool({ connectionString: scratch.url, max: 20 });
// pg-pool's end() resolves once its idle clients are told to end, not once they have: the scratch
// database's forced drop can then terminate one still closing, and a pool 'error' nobody hears ends
// the process (bench-commands.spec, CI of 7e64e5e). The bench is over by then: the error is noted only.
bare.on('error', (error) => log(`bare pool: ${error.message} (while closing)`));
try {
  const db = database.sql;
  const upcasters = new Upcasters();
  const store = new EventStore(db, upcasters, new InlineProjections(), new AppendNotifier());

  log(`# event-log bench, ${new Date().toISOString()}, PostgreSQL ${(await db.query('SHOW server_version'))[0].server_version}, ${seconds} s per step`);
  for (const writers of [1, 32]) {
    // Alternating slices, so a change in the machine's load hits both sides alike.
    let framework = 0;
    let floor = 0;
    for (let slice = 0; slice < 4; slice++) {
      framework += (await measure(writers, seconds / 4, (w, i) => store.append({ streamId: `fw-${w}-${i % 50}`, streamType: 'bench' }, 'any', [{ type: 'BenchTallyAdded', data: { amount: 1 } }], { actorId: 'bench' }))) / 4;
      floor += (await measure(writers, seconds / 4, (w, i) => bareAppend(bare, `bare-${w}-${i % 50}`))) / 4;
    }
    log(`append, ${String(writers).padStart(2)} writers: appendToStream ${framework.toFixed(0)} commands/s, bare pg ${floor.toFixed(0)} commands/s, ratio ${(framework / floor).toFixed(2)}`);
  }

  await createBenchTallyView(db);
  const started = Date.now();
  await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) SELECT 'big-' || s, 'bench', $1 / 1000 FROM generate_series(0, 999) s`, [totalEvents]);
  await db.query(
    `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
     SELECT gen_random_uuid(), 'big-' || (n % 1000), 'bench', n / 1000 + 1, 'BenchTallyAdded', jsonb_build_object('amount', 1)
       FROM generate_series(0, $1 - 1) n`,
    [totalEvents],
  );
  // Autovacuum would analyze after a load this size; without fresh statistics the planner misjudges
  // the event-type filter and sorts instead of walking the commit-order index.
  await db.query('ANALYZE es_events');
  log(`seeded ${totalEvents.toLocaleString('en-US')} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await db.query(`INSERT INTO es_processors (processor_id) VALUES ('bench-catch-up')`);
  const processor = { id: 'bench-catch-up', eventTypes: ['BenchTallyAdded'], batchSize: 2000, process: (tx, events) => benchTallyProjection.apply(tx, events) };
  // Every event the append steps and the seed wrote. The commit-safe reader stops below the oldest
  // transaction in flight anywhere on the server (pg_snapshot_xmin is cluster-wide): on a server shared
  // with other work an idle answer means "not yet", so it reads until all of them are in.
  const [{ expected }] = await db.query(`SELECT count(*)::int AS expected FROM es_events WHERE event_type = 'BenchTallyAdded'`);
  let caughtUp = 0;
  const catchUpStart = Date.now();
  while (caughtUp < expected) {
    const result = await processNextBatch(db, upcasters, processor);
    if (result.status === 'processed') caughtUp += result.count;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const catchUpRate = caughtUp / ((Date.now() - catchUpStart) / 1000);
  log(`processor catch-up: ${caughtUp.toLocaleString('en-US')} events at ${catchUpRate.toFixed(0)} events/s (batch 2000, batched upsert)`);

  const rebuildStart = Date.now();
  const rebuilt = await rebuildReadModels(db, upcasters, [inlineModel(benchTallyProjection)], { batchSize: 20_000 });
  const rebuildRate = rebuilt.processed / ((Date.now() - rebuildStart) / 1000);
  log(`full rebuild: ${rebuilt.processed.toLocaleString('en-US')} events at ${rebuildRate.toFixed(0)} events/s (batch 20,000 per transaction, into a shadow table swapped in); read model identical to the processor's: ${rebuilt.tables[0].identical}`);
} finally {
  await bare.end();
  await database.close();
  await scratch.drop();
}

/** Runs `writers` loops for `seconds`, each issuing one command after another; commands per second. */
async function measure(writers, seconds, command) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        await command(w, i);
        done++;
      }
    }),
  );
  return done / seconds;
}
