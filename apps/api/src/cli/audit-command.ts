import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore, foldStream, type RecordedEvent, StreamModels } from '../platform/event-store/index.js';

export const AUDIT_USAGE = 'usage: npm run audit -- order <orderId> [--at <ISO time>] | stream <streamId> [--at <ISO time>] | money [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]';

/** Prints an order's (or any stream's) history with actor and cause, its payments, and its state at a moment. */
export async function auditCommand(
  shop: INestApplicationContext,
  args: { kind: string | undefined; id: string | undefined; at: string | undefined },
  print: (line: string) => void,
): Promise<void> {
  if (!args.kind || !['order', 'stream'].includes(args.kind) || !args.id) throw new Error(AUDIT_USAGE);
  const at = args.at ? new Date(args.at) : undefined;
  if (at && (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(args.at ?? ''))) {
    throw new Error(`--at must be an ISO 8601 time such as 2026-11-22T10:30:00Z, got "${args.at}"`);
  }
  const store = shop.get(EventStore);
  const streamIds = args.kind === 'order' ? [`order-${args.id}`, ...(await paymentStreamsOf(shop.get(DataSource), args.id))] : [args.id];
  let found = false;
  for (const streamId of streamIds) {
    const events = await store.readStream(streamId, { at });
    if (events.length === 0) continue;
    found = true;
    printHistory(streamId, events, print);
    const model = shop.get(StreamModels).get(events[0].streamType);
    if (model) print(`  state ${at ? `at ${at.toISOString()}` : 'now'}:\n${indent(JSON.stringify(foldStream(model, events), null, 2))}\n`);
  }
  if (!found) throw new Error(`no events for ${args.kind} ${args.id}${at ? ` at ${at.toISOString()}` : ''}`);
}

async function paymentStreamsOf(db: DataSource, orderId: string): Promise<string[]> {
  const rows: { stream_id: string }[] = await db.query(
    `SELECT DISTINCT stream_id FROM es_events WHERE stream_type = 'payment' AND data->>'orderId' = $1 ORDER BY stream_id`,
    [orderId],
  );
  return rows.map((row) => row.stream_id);
}

function printHistory(streamId: string, events: readonly RecordedEvent[], print: (line: string) => void): void {
  const correlationId = events.find((e) => e.metadata.correlationId)?.metadata.correlationId;
  print(`${streamId} (${events[0].streamType}), ${events.length} events${correlationId ? `, checkout ${correlationId}` : ''}`);
  for (const event of events) {
    const { actorId, role, causationId, commandId } = event.metadata;
    const actor = actorId ? `${role ?? 'user'} ${actorId}` : (role ?? 'system');
    const cause = causationId ?? commandId;
    print(`  #${event.streamVersion} ${event.recordedAt.toISOString()} ${event.type} by ${actor}${cause ? ` (cause ${cause})` : ''}`);
    print(indent(JSON.stringify(event.data), 6));
  }
}

const indent = (text: string, spaces = 4) => text.replace(/^/gm, ' '.repeat(spaces));
