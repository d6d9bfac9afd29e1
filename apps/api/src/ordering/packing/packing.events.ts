import type { NewEvent } from '../../platform/event-store/index.js';

/** The product a packer put in the bag instead of the one ordered: same category, same or lower price. */
export interface Substitute {
  productId: string;
  name: string;
  /** Its Hindi name when bagged, or its English one (OrderLineSubstituted v2; a v1 is read with the English: line-hindi-names.ts). */
  nameHi: string;
  image: string;
  variant: string | null;
  pricePaise: number;
}

/**
 * The packing floor's facts, on the order's own stream (docs/decisions.md#packing): who packs it, and
 * what became of each line. The status moves (confirmed → preparing → packed) stay OrderStatusChanged,
 * so every reader of the status reads them as before.
 */
export type PackingEvent =
  | NewEvent<'OrderPackingClaimed', { orderId: string; packerId: string; packerName: string }>
  | NewEvent<'OrderLinePicked', { orderId: string; productId: string; quantity: number }>
  /** `amountPaise`: what the missing units took off the bill. */
  | NewEvent<'OrderLineShort', { orderId: string; productId: string; missing: number; amountPaise: number }>
  /** `amountPaise`: the price difference taken off the bill (0 at the same price). */
  | NewEvent<'OrderLineSubstituted', { orderId: string; productId: string; quantity: number; substitute: Substitute; amountPaise: number }>;

export const packingEventTypes: readonly PackingEvent['type'][] = ['OrderPackingClaimed', 'OrderLinePicked', 'OrderLineShort', 'OrderLineSubstituted'];
