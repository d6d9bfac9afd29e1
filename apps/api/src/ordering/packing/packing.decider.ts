import { createHash } from 'node:crypto';
import { formatRupees } from '@jhatpat/domain';
import type { ShelfMoves } from '../../stock/index.js';
import type { OrderItem } from '../order.events.js';
import { OrderRefusal, type OrderState, placedOrRefuse } from '../order.decider.js';
import { type MoneyStep, refundableOfOrder, refundKept } from '../order-money.decider.js';
import type { PackingEvent, Substitute } from './packing.events.js';

/**
 * The packing floor's rules (docs/decisions.md#packing): a packer claims a confirmed order, decides each
 * line once (picked, short, or substituted), and finishes it. A change that takes money off the bill
 * refunds a prepaid order at once through the payment saga; a cash order's amount due drops instead.
 * Each rule is decide(command, state) → the order's events and its payments' commands, or a refusal.
 */

export interface Packer {
  id: string;
  name: string;
}

/** The order's events (packing, status, refund requested) and its payments' commands (a refund). */
export type PackingStep = { order: (PackingEvent | MoneyStep['order'][number])[]; payments: MoneyStep['payments'] };

const nothing = (): PackingStep => ({ order: [], payments: [] });

/** A packer takes a confirmed order off the queue; a second packer is refused (409), the same one is a no-op. */
export function claimForPacking({ packer }: { packer: Packer }, state: OrderState): PackingStep {
  const { orderId, status } = placedOrRefuse(state);
  if (state.packing?.packerId === packer.id) return nothing();
  if (state.packing) throw new OrderRefusal(`${state.packing.packerName} is already packing this order`);
  if (status !== 'confirmed' && status !== 'preparing') throw new OrderRefusal(`An order that is ${status} is not waiting to be packed`);
  const order: PackingStep['order'] = [{ type: 'OrderPackingClaimed', data: { orderId, packerId: packer.id, packerName: packer.name } }];
  if (status === 'confirmed') order.push({ type: 'OrderStatusChanged', data: { orderId, from: 'confirmed', to: 'preparing', reason: `packing by ${packer.name}` } });
  return { order, payments: [] };
}

/** Only the order's packer works on it, and only while it is being packed. */
function packingOrRefuse(state: OrderState, packerId: string) {
  const { orderId, status } = placedOrRefuse(state);
  if (!state.packing) throw new OrderRefusal('Claim this order before packing it');
  if (state.packing.packerId !== packerId) throw new OrderRefusal(`${state.packing.packerName} is packing this order`);
  if (status !== 'preparing') throw new OrderRefusal(`An order that is ${status} cannot be packed`);
  return { orderId, packing: state.packing };
}

function lineOrRefuse(state: OrderState, productId: string): OrderItem {
  const item = state.placed?.items.find((line) => line.productId === productId);
  if (!item) throw new OrderRefusal('This order has no such line', 'not_found');
  return item;
}

/** A line is decided once: the same decision again is a no-op, another one a 409 (money may have moved). */
function undecidedOrSame(state: OrderState, productId: string, same: (decided: NonNullable<OrderState['packing']>['lines'][string]) => boolean): boolean {
  const decided = state.packing?.lines[productId];
  if (!decided) return true;
  if (same(decided)) return false;
  throw new OrderRefusal(`This line is already marked ${decided.outcome}`);
}

/** The refund id of a line's change: a pure function of the order and the line, so a retry asks for the same refund. */
export const shortPickRefundId = (orderId: string, productId: string): string =>
  `short_pick-${createHash('sha256').update(`${orderId}:${productId}`).digest('hex').slice(0, 28)}`;

/** A prepaid order gets what a line's change took off back, never beyond what it still holds; cash orders owe less instead. */
function refundFor(state: OrderState, productId: string, amountPaise: number, reason: string): MoneyStep {
  if (!state.placed || state.placed.paymentMethod === 'COD' || !state.keptPaymentId) return { order: [], payments: [] };
  const amount = Math.min(amountPaise, refundableOfOrder(state));
  if (amount <= 0) return { order: [], payments: [] };
  return refundKept({ refundId: shortPickRefundId(state.placed.orderId, productId), amountPaise: amount, kind: 'short_pick', reason }, state);
}

export function pickLine({ packerId, productId }: { packerId: string; productId: string }, state: OrderState): PackingStep {
  const { orderId } = packingOrRefuse(state, packerId);
  const item = lineOrRefuse(state, productId);
  if (!undecidedOrSame(state, productId, (d) => d.outcome === 'picked')) return nothing();
  return { order: [{ type: 'OrderLinePicked', data: { orderId, productId, quantity: item.quantity } }], payments: [] };
}

/** Fewer units on the shelf than ordered: the missing ones come off the bill. */
export function shortLine({ packerId, productId, missing }: { packerId: string; productId: string; missing: number }, state: OrderState): PackingStep {
  const { orderId } = packingOrRefuse(state, packerId);
  const item = lineOrRefuse(state, productId);
  if (!Number.isInteger(missing) || missing < 1 || missing > item.quantity) throw new OrderRefusal(`missing must be a whole number from 1 to ${item.quantity}`, 'invalid');
  if (!undecidedOrSame(state, productId, (d) => d.outcome === 'short' && d.missing === missing)) return nothing();
  const amountPaise = item.pricePaise * missing;
  const money = refundFor(state, productId, amountPaise, `${missing} × ${item.name} short`);
  return { order: [{ type: 'OrderLineShort', data: { orderId, productId, missing, amountPaise } }, ...money.order], payments: money.payments };
}

/** What the catalog says of the product offered instead, and of the one ordered. */
export interface SubstituteOffer {
  substitute: Substitute & { category: string };
  orderedCategory: string;
}

/** Another product of the same category, at the same or a lower price, for the whole line; a cheaper one refunds the difference. */
export function substituteLine({ packerId, productId, offer }: { packerId: string; productId: string; offer: SubstituteOffer }, state: OrderState): PackingStep {
  const { orderId } = packingOrRefuse(state, packerId);
  const item = lineOrRefuse(state, productId);
  const { substitute, orderedCategory } = offer;
  if (substitute.productId === productId) throw new OrderRefusal('A line cannot be substituted by the same product', 'invalid');
  if (state.placed?.items.some((line) => line.productId === substitute.productId)) throw new OrderRefusal(`${substitute.name} is already in this order: mark this line short instead`);
  if (substitute.category !== orderedCategory) throw new OrderRefusal(`A substitute must be of the same category (${orderedCategory}), not ${substitute.category}`);
  if (substitute.pricePaise > item.pricePaise) {
    throw new OrderRefusal(`A substitute must cost the same or less: ${substitute.name} is ${formatRupees(substitute.pricePaise)}, ${item.name} was ${formatRupees(item.pricePaise)}`);
  }
  if (!undecidedOrSame(state, productId, (d) => d.outcome === 'substituted' && d.substitute.productId === substitute.productId)) return nothing();
  const amountPaise = (item.pricePaise - substitute.pricePaise) * item.quantity;
  const { category: _category, ...bagged } = substitute;
  const money = amountPaise > 0 ? refundFor(state, productId, amountPaise, `${item.name} substituted by ${substitute.name}`) : { order: [], payments: [] };
  return {
    order: [{ type: 'OrderLineSubstituted', data: { orderId, productId, quantity: item.quantity, substitute: bagged, amountPaise } }, ...money.order],
    payments: money.payments,
  };
}

/** Every line decided: the order is packed and ready for riders. */
export function finishPacking({ packer }: { packer: Packer }, state: OrderState): PackingStep {
  const { orderId, packing } = packingOrRefuse(state, packer.id);
  const left = (state.placed?.items ?? []).filter((line) => !packing.lines[line.productId]).length;
  if (left > 0) throw new OrderRefusal(`${left} ${left === 1 ? 'line is' : 'lines are'} still to pick`);
  return { order: [{ type: 'OrderStatusChanged', data: { orderId, from: 'preparing', to: 'packed', reason: `packed by ${packer.name}` } }], payments: [] };
}

/** What finishing does to the shelves: picked units leave them, a short line's missing units are released. */
export function shelfMovesOf(state: OrderState): ShelfMoves {
  const moves = { pick: [] as { productId: string; quantity: number }[], release: [] as string[] };
  for (const item of state.placed?.items ?? []) {
    const decided = state.packing?.lines[item.productId];
    if (decided?.outcome === 'picked') moves.pick.push({ productId: item.productId, quantity: item.quantity });
    if (decided?.outcome === 'short') {
      if (item.quantity > decided.missing) moves.pick.push({ productId: item.productId, quantity: item.quantity - decided.missing });
      moves.release.push(item.productId);
    }
    // The ordered product's units were released when it was substituted; the substitute's were reserved then.
    if (decided?.outcome === 'substituted') moves.pick.push({ productId: decided.substitute.productId, quantity: item.quantity });
  }
  return moves;
}

/** Every product the order holds or held on a shelf: what it ordered and what was put in instead. */
export const shelvesOfOrder = (state: OrderState): string[] => [
  ...(state.placed?.items ?? []).map((item) => item.productId),
  ...Object.values(state.packing?.lines ?? {}).flatMap((line) => (line.outcome === 'substituted' ? [line.substitute.productId] : [])),
];
