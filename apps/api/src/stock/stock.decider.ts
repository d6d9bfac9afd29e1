import { Refusal, type RecordedEvent, type StreamModel } from '../platform/event-store/index.js';
import type { AdjustmentReason, StockActor, StockEvent } from './stock.events.js';

/** Whole units a receipt may bring at once: more is a typo, not a delivery. */
export const MAX_RECEIPT = 100_000;

/** A product's shelf folded from its stream. */
export interface StockState {
  /** Units in the dark store: received ± adjusted − picked. */
  onHand: number;
  /** Units promised to orders not yet packed: the sum of `reservations`. */
  reserved: number;
  /**
   * Open reservations by order id: what a cancel gives back and what packing may pick. Null when the state
   * came from the shelf's row, which does not carry them (stock_reservations does, a row per order): a
   * release or a pick reads its order's first (order-stock.ts), and a reservation is then taken to be the
   * order's first on this shelf, which is what its callers reserve (a new order, a product new to an order).
   */
  reservations: Record<string, number> | null;
  received: number;
  adjustedIn: number;
  adjustedOut: number;
  picked: number;
}

export const emptyShelf = (): StockState => ({ onHand: 0, reserved: 0, reservations: {}, received: 0, adjustedIn: 0, adjustedOut: 0, picked: 0 });

/** What a shopper can order now: never below 0, even if a count found fewer units than were promised. */
export const availableOf = (state: Pick<StockState, 'onHand' | 'reserved'>): number => Math.max(0, state.onHand - state.reserved);

export type StockCommand =
  | { type: 'ReceiveStock'; data: { productId: string; quantity: number; by: StockActor; note: string | null } }
  | { type: 'AdjustStock'; data: { productId: string; change: number; reason: AdjustmentReason; by: StockActor; note: string | null } }
  | { type: 'ReserveStock'; data: { productId: string; orderId: string; quantity: number } }
  | { type: 'ReleaseStock'; data: { productId: string; orderId: string } }
  | { type: 'PickStock'; data: { productId: string; orderId: string; quantity: number } };

/** A line an order wanted more of than the shelf has: placing the order names each one. */
export class StockShortage extends Refusal {
  override name = 'StockShortage';
  constructor(
    readonly productId: string,
    readonly wanted: number,
    readonly available: number,
  ) {
    super(`Only ${available} left of ${productId}, ${wanted} wanted`, 'conflict');
  }
}

const refuse = (message: string, kind: 'invalid' | 'conflict' = 'invalid'): never => {
  throw new Refusal(message, kind);
};

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The shelf's rules: each command becomes events, or a refusal. Reads nothing; every fact comes in. */
export function decideStock(command: StockCommand, state: StockState): StockEvent[] {
  const available = availableOf(state);
  switch (command.type) {
    case 'ReceiveStock': {
      const { quantity } = command.data;
      if (!isWhole(quantity, 1, MAX_RECEIPT)) refuse(`quantity must be a whole number from 1 to ${MAX_RECEIPT}`);
      return [{ type: 'StockReceived', data: { ...command.data, available: availableOf({ onHand: state.onHand + quantity, reserved: state.reserved }) } }];
    }
    case 'AdjustStock': {
      const { change } = command.data;
      if (!Number.isInteger(change) || change === 0 || Math.abs(change) > MAX_RECEIPT) refuse(`change must be a whole number other than 0, at most ${MAX_RECEIPT} either way`);
      // Units promised to orders stay on the shelf until packed or released: removing them would oversell.
      if (state.onHand + change < state.reserved) {
        refuse(`Cannot remove ${-change}: ${state.onHand} on hand, ${state.reserved} reserved for orders, so at most ${state.onHand - state.reserved} can be removed`, 'conflict');
      }
      return [{ type: 'StockAdjusted', data: { ...command.data, available: availableOf({ onHand: state.onHand + change, reserved: state.reserved }) } }];
    }
    case 'ReserveStock': {
      const { productId, orderId, quantity } = command.data;
      if (!isWhole(quantity, 1, Number.MAX_SAFE_INTEGER)) refuse('quantity must be a whole number of at least 1');
      // Placing is idempotent: the same order reserving again (a retried transaction) changes nothing.
      if (state.reservations?.[orderId] !== undefined) return [];
      if (quantity > available) throw new StockShortage(productId, quantity, available);
      return [{ type: 'StockReserved', data: { productId, orderId, quantity, available: available - quantity } }];
    }
    case 'ReleaseStock': {
      const { productId, orderId } = command.data;
      const quantity = reservationOf(state, orderId);
      // Every path that ends an order releases; an order with nothing left reserved has nothing to give back.
      if (quantity === undefined) return [];
      return [{ type: 'StockReleased', data: { productId, orderId, quantity, available: availableOf({ onHand: state.onHand, reserved: state.reserved - quantity }) } }];
    }
    case 'PickStock': {
      const { productId, orderId, quantity } = command.data;
      const promised = reservationOf(state, orderId);
      if (promised === undefined) return refuse(`Order ${orderId} has nothing of ${productId} reserved to pick`, 'conflict');
      if (!isWhole(quantity, 1, promised)) refuse(`quantity must be a whole number from 1 to ${promised}, what the order reserved`);
      // Picked units leave the shelf and the promise together: available does not move.
      return [{ type: 'StockPicked', data: { productId, orderId, quantity, available } }];
    }
  }
}

/** The order's open reservation on the shelf; the state must hold the reservations (see StockState). */
function reservationOf(state: StockState, orderId: string): number | undefined {
  if (state.reservations === null) throw new Error(`the shelf's reservations were not read: read order ${orderId}'s before deciding`);
  return state.reservations[orderId];
}

/** Drops the order's entry; unread reservations stay unread (stock_reservations follows the events). */
function without(reservations: Record<string, number> | null, orderId: string): Record<string, number> | null {
  if (reservations === null) return null;
  const { [orderId]: _gone, ...rest } = reservations;
  return rest;
}

export function evolveStock(state: StockState, event: StockEvent | RecordedEvent): StockState {
  const e = event as StockEvent;
  switch (e.type) {
    case 'StockReceived':
      return { ...state, onHand: state.onHand + e.data.quantity, received: state.received + e.data.quantity };
    case 'StockAdjusted':
      return e.data.change > 0
        ? { ...state, onHand: state.onHand + e.data.change, adjustedIn: state.adjustedIn + e.data.change }
        : { ...state, onHand: state.onHand + e.data.change, adjustedOut: state.adjustedOut - e.data.change };
    case 'StockReserved':
      return {
        ...state,
        reserved: state.reserved + e.data.quantity,
        reservations: state.reservations && { ...state.reservations, [e.data.orderId]: e.data.quantity },
      };
    case 'StockReleased':
      return { ...state, reserved: state.reserved - e.data.quantity, reservations: without(state.reservations, e.data.orderId) };
    case 'StockPicked': {
      const rest = without(state.reservations, e.data.orderId);
      const left = (state.reservations?.[e.data.orderId] ?? 0) - e.data.quantity;
      return {
        ...state,
        onHand: state.onHand - e.data.quantity,
        reserved: state.reserved - e.data.quantity,
        picked: state.picked + e.data.quantity,
        reservations: rest && left > 0 ? { ...rest, [e.data.orderId]: left } : rest,
      };
    }
    default:
      return state;
  }
}

export const stockModel: StreamModel<StockState> = { initialState: emptyShelf, evolve: evolveStock };
export const stockDecider = { initialState: emptyShelf, evolve: evolveStock, decide: decideStock };
