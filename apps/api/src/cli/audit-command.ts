import type { INestApplicationContext } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import { ANCHOR_PATTERN, checkReportRange, orderIdOf, paymentStreamsOfOrder } from '../audit/index.js';
import { EventStore, foldStream, type RecordedEvent, StreamModels } from '../platform/event-store/index.js';
import { PersonalData } from '../platform/personal-data/index.js';
import { moneyCommand } from './money-command.js';
import { verifyCommand } from './verify-command.js';

type Print = (line: string) => void;

interface AuditArgs {
  id: string;
  at?: Date;
  /** money: the IST days asked for, checked before anything opens. */
  range?: { from: string; to: string };
  csv?: boolean;
  /** verify: an anchor printed by an earlier run, to compare against. */
  expect?: string;
}

interface AuditSubcommand {
  /** Its arguments after `npm run audit -- <kind>`, for the usage line. */
  usage: string;
  /** Whether it names an order or a stream after its kind. */
  takesId: boolean;
  run(shop: INestApplicationContext, args: AuditArgs, print: Print): Promise<void>;
}

/** Every `npm run audit -- <kind> …`, each reading the log and nothing else: a new kind is one entry here. */
const subcommands: Record<string, AuditSubcommand> = {
  order: { usage: '<order number or id> [--at <ISO time>]', takesId: true, run: auditOrder },
  stream: { usage: '<streamId> [--at <ISO time>]', takesId: true, run: auditStream },
  money: { usage: '[--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]', takesId: false, run: (shop, args, print) => moneyCommand(shop, { ...args.range!, csv: args.csv }, print) },
  verify: { usage: '[--expect <anchor>]', takesId: false, run: (shop, args, print) => verifyCommand(shop, { expect: args.expect }, print) },
};

export const AUDIT_USAGE = `usage: npm run audit -- ${Object.entries(subcommands).map(([kind, { usage }]) => `${kind} ${usage}`).join(' | ')}`;

export interface AuditRequest {
  run(shop: INestApplicationContext, print: Print): Promise<void>;
}

export interface AuditInput {
  kind: string | undefined;
  id: string | undefined;
  at: string | undefined;
  from?: string;
  to?: string;
  csv?: boolean;
  expect?: string;
}

/** Checks the arguments before anything is opened, so a typo costs no database start. */
export function parseAuditRequest(args: AuditInput): AuditRequest {
  const subcommand = args.kind !== undefined && Object.hasOwn(subcommands, args.kind) ? subcommands[args.kind] : undefined;
  if (!subcommand || (subcommand.takesId && !args.id)) throw new Error(AUDIT_USAGE);
  const at = args.at === undefined ? undefined : new Date(args.at);
  if (at && (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(args.at ?? ''))) {
    throw new Error(`--at must be an ISO 8601 time such as 2026-11-22T10:30:00Z, got "${args.at}"`);
  }
  const range = checkReportRange(args.from, args.to);
  if (typeof range === 'string') throw new Error(`${range}\n${AUDIT_USAGE}`);
  if (args.expect !== undefined && !ANCHOR_PATTERN.test(args.expect)) {
    throw new Error(`--expect takes an anchor as verify prints it (<snapshot>/<64 hex digits>), got "${args.expect}"`);
  }
  return { run: (shop, print) => subcommand.run(shop, { id: args.id ?? '', at, range, csv: args.csv, expect: args.expect }, print) };
}

/** Prints an order's (or any stream's) history with actor and cause, its payments, and its state at a moment. */
export async function auditCommand(shop: INestApplicationContext, args: AuditInput, print: Print): Promise<void> {
  await parseAuditRequest(args).run(shop, print);
}

async function auditOrder(shop: INestApplicationContext, { id: typed, at }: { id: string; at?: Date }, print: Print): Promise<void> {
  const db = shop.get(Sql);
  const id = await orderIdOf(db, typed);
  const streamIds = [`order-${id}`, ...(await paymentStreamsOfOrder(db, id))];
  if (!(await printStreams(shop, streamIds, at, print))) throw new Error(`no events for order ${typed}${atSuffix(at)}`);
}

async function auditStream(shop: INestApplicationContext, { id, at }: { id: string; at?: Date }, print: Print): Promise<void> {
  if (!(await printStreams(shop, [id], at, print))) throw new Error(`no events for stream ${id}${atSuffix(at)}`);
}

/** Each stream's history and folded state; false when none had an event by then. */
async function printStreams(shop: INestApplicationContext, streamIds: readonly string[], at: Date | undefined, print: Print): Promise<boolean> {
  const store = shop.get(EventStore);
  // One commit mark for every stream: together they show what one reader saw at that moment.
  const mark = at ? await store.commitMarkAt(at) : undefined;
  if (mark) print(`As readers saw it at ${mark.markedAt.toISOString()} (the last commit mark at or before ${at!.toISOString()}):\n`);
  let found = false;
  for (const streamId of streamIds) {
    const events = await shop.get(PersonalData).reveal(await store.readStream(streamId, { mark }));
    if (events.length === 0) continue;
    found = true;
    printHistory(streamId, events, print);
    const model = shop.get(StreamModels).get(events[0].streamType);
    if (model) print(`  state ${at ? `at ${at.toISOString()}` : 'now'}:\n${indent(JSON.stringify(foldStream(model, events), null, 2))}\n`);
  }
  return found;
}

function printHistory(streamId: string, events: readonly RecordedEvent[], print: Print): void {
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

const atSuffix = (at: Date | undefined) => (at ? ` at ${at.toISOString()}` : '');
const indent = (text: string, spaces = 4) => text.replace(/^/gm, ' '.repeat(spaces));
