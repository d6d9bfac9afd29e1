import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { PackingEvent, Substitute } from './packing.events.js';

/** What became of one ordered line on the packing floor. */
export type LineOutcome =
  | { outcome: 'picked' }
  | { outcome: 'short'; missing: number; amountPaise: number }
  | { outcome: 'substituted'; substitute: Substitute; amountPaise: number };

/** An order's packing: its packer, each decided line by product, and what the changes took off the bill. */
export interface PackingState {
  packerId: string;
  packerName: string;
  claimedAt: string | null;
  lines: Record<string, LineOutcome>;
  takenOffPaise: number;
}

/**
 * Folds a packing event into an order's packing; any other event leaves it as it is. Stated a second
 * time in SQL for the rebuild (packing-view.rebuild.sql.ts): a change here changes it there too.
 */
export function evolvePacking(packing: PackingState | null, event: { type: string } | RecordedEvent): PackingState | null {
  const e = event as PackingEvent;
  if (e.type === 'OrderPackingClaimed') {
    const claimedAt = 'recordedAt' in event ? (event as RecordedEvent).recordedAt.toISOString() : null;
    return { packerId: e.data.packerId, packerName: e.data.packerName, claimedAt, lines: {}, takenOffPaise: 0 };
  }
  if (!packing) return packing;
  switch (e.type) {
    case 'OrderLinePicked':
      return { ...packing, lines: { ...packing.lines, [e.data.productId]: { outcome: 'picked' } } };
    case 'OrderLineShort': {
      const { productId, missing, amountPaise } = e.data;
      return { ...packing, lines: { ...packing.lines, [productId]: { outcome: 'short', missing, amountPaise } }, takenOffPaise: packing.takenOffPaise + amountPaise };
    }
    case 'OrderLineSubstituted': {
      const { productId, substitute, amountPaise } = e.data;
      return { ...packing, lines: { ...packing.lines, [productId]: { outcome: 'substituted', substitute, amountPaise } }, takenOffPaise: packing.takenOffPaise + amountPaise };
    }
    default:
      return packing;
  }
}
