import type { INestApplicationContext } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import { verifyChains } from '../audit/index.js';
import { createProgressBar } from './progress-bar.js';

/** What the digest is for, printed with it: the chain alone cannot stand against the database's superuser. */
export const ANCHOR_NOTE =
  'Keep this anchor outside the database (a signed note, a ticket, an email to the auditor) and check it later with ' +
  '--expect <anchor>: whoever can write the tables as owner or superuser can recompute every hash, so the chain ' +
  'proves the log unchanged only back to an anchor kept elsewhere.';

/**
 * `npm run audit -- verify [--expect <anchor>]`: recomputes every stream's hash chain and names the
 * first altered event of each stream that fails; exit 1 (through runTool) when anything fails.
 */
export async function verifyCommand(shop: INestApplicationContext, args: { expect?: string }, print: (line: string) => void): Promise<void> {
  const report = await verifyChains(shop.get(Sql), { expect: args.expect, progress: createProgressBar('verify') });
  for (const failure of report.failures.slice(0, 50)) {
    print(`ALTERED ${failure.streamId} version ${failure.version}${failure.eventId ? ` event ${failure.eventId}` : ''}: ${failure.problem}: ${failure.detail}`);
  }
  if (report.failures.length > 50) print(`… and ${report.failures.length - 50} more stream(s)`);
  if (report.expected) {
    print(report.expected.matches ? `anchor ${report.expected.anchor} matches` : `ANCHOR MISMATCH: expected ${report.expected.anchor}, the log gives ${report.expected.actual}`);
  }
  print(`checked ${report.events.toLocaleString('en-IN')} events in ${report.streams.toLocaleString('en-IN')} streams`);
  print(`anchor: ${report.anchor}`);
  print(ANCHOR_NOTE);
  const first = report.failures[0];
  if (first) {
    throw new Error(
      `the event log fails verification in ${report.failures.length} stream(s); first altered event: ${first.streamId} version ${first.version}${first.eventId ? ` (event ${first.eventId})` : ''}, ${first.problem}`,
    );
  }
  if (report.expected && !report.expected.matches) throw new Error(`the log does not match anchor ${report.expected.anchor}: history before it was rewritten, or the anchor is from another database`);
  print('every chain holds');
}
