import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InlineProjections, rebuildProjections, type RebuildReport, Upcasters } from '../platform/event-store/index.js';

/** Replays the whole log into every inline read model and says whether each came out as it was. */
export async function rebuildCommand(
  shop: INestApplicationContext,
  print: (line: string) => void,
  onProgress: (processed: number, total: number) => void,
): Promise<RebuildReport | null> {
  const projections = shop.get(InlineProjections).all();
  if (projections.length === 0) {
    print('No read models are projected from the log yet: nothing to rebuild.');
    return null;
  }
  print(`Rebuilding ${projections.map((p) => p.name).join(', ')} from the event log…`);
  const started = Date.now();
  const report = await rebuildProjections(shop.get(DataSource), shop.get(Upcasters), projections, ({ processed, total }) =>
    onProgress(processed, total),
  );
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  print(`Replayed ${report.processed.toLocaleString('en-IN')} events in ${seconds.toFixed(1)} s (${Math.round(report.processed / seconds).toLocaleString('en-IN')} events/s).`);
  for (const table of report.tables) {
    print(`  ${table.table}: ${table.rows} rows, ${table.identical ? 'identical to the live read model' : 'DIFFERED from the live read model and was repaired'}`);
  }
  return report;
}
