import type { INestApplicationContext } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import {
  InlineProjections,
  inlineModel,
  pickModels,
  ProcessorHost,
  processorModel,
  type RebuildableModel,
  rebuildReadModels,
  type RebuildReport,
  Upcasters,
} from '../platform/event-store/index.js';

/** Every read model the shop can rebuild from its log: the inline projections, then the processors' own tables. */
export function rebuildableModels(shop: INestApplicationContext): RebuildableModel[] {
  const processors = shop.get(ProcessorHost).registered().map(processorModel);
  return [...shop.get(InlineProjections).all().map(inlineModel), ...processors.filter((model) => model !== null)];
}

/**
 * Replays the log into shadow copies of the read models (`only`: those named), swaps them in, and
 * says for each table whether it equals what was live.
 */
export async function rebuildCommand(
  shop: INestApplicationContext,
  print: (line: string) => void,
  onProgress: (processed: number, total: number) => void,
  only: readonly string[] = [],
  options: { batchSize?: number; fillsAtOnce?: number; setBased?: boolean } = {},
): Promise<RebuildReport | null> {
  const all = rebuildableModels(shop);
  if (all.length === 0) {
    print('No read models are projected from the log yet: nothing to rebuild.');
    return null;
  }
  const models = pickModels(all, only);
  print(`Rebuilding ${models.map((m) => m.name).join(', ')} from the event log beside the live read models…`);
  const started = Date.now();
  const report = await rebuildReadModels(shop.get(Sql), shop.get(Upcasters), models, {
    onProgress: ({ processed, total }) => onProgress(processed, total),
    batchSize: options.batchSize,
    fillsAtOnce: options.fillsAtOnce,
    setBased: options.setBased,
    onNote: print,
  });
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  print(`Replayed ${report.processed.toLocaleString('en-IN')} events in ${seconds.toFixed(1)} s (${Math.round(report.processed / seconds).toLocaleString('en-IN')} events/s), and swapped the rebuilt tables in.`);
  for (const table of report.tables) print(`  ${table.table} (${table.model}): ${verdict(table)}`);
  return report;
}

const rowsOf = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

function verdict(table: RebuildReport['tables'][number]): string {
  if (table.liveBehind > 0) return `${rowsOf(table.rows)}; not compared: the live read model's processor was ${table.liveBehind} events behind the log at the swap`;
  const since = table.changedSinceSwap > 0 ? ` (${rowsOf(table.changedSinceSwap)} the shop wrote since the swap not compared)` : '';
  return table.identical
    ? `${rowsOf(table.rows)}, identical to the live read model at the swap${since}`
    : `${rowsOf(table.rows)}, DIFFERED from the live read model at the swap in ${rowsOf(table.differing)}, now repaired${since}`;
}
