import { isFinalOrderStatus, trackerStepIndex, type OrderStatus } from '@jhatpat/domain';
import { assign, setup } from 'xstate';

/** An ISO date (as the API sends it), epoch milliseconds, or nothing. */
export type EstimatedDelivery = string | number | null | undefined;

export interface OrderTrackerContext {
  status: OrderStatus;
  /** Position of the last applied event in the order's stream; the app resumes the socket from it. */
  cursor: number;
  etaMs: number | null;
  now: number;
}

export type OrderTrackerEvent = { type: 'order.updated'; cursor: number; status: OrderStatus; estimatedDelivery?: EstimatedDelivery };

export interface OrderTrackerInput {
  order: { status: OrderStatus; estimatedDelivery?: EstimatedDelivery };
  cursor?: number;
  /** The wall clock at start (Date.now()); the machine then counts in its own 1 s ticks. */
  now: number;
}

/** Issue 19 item 3: an order on its way to the door; an unpaid one (pending_payment, or its payment failed) has no delivery to count down to yet. */
const isUnderway = (status: OrderStatus): boolean => !isFinalOrderStatus(status) && status !== 'pending_payment';

const toMs = (value: EstimatedDelivery): number | null => {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** docs/product.md §4 "Order status": live status with a resumable cursor and an ETA countdown. */
export const orderTrackerMachine = setup({
  types: { context: {} as OrderTrackerContext, events: {} as OrderTrackerEvent, input: {} as OrderTrackerInput },
  delays: { tick: 1000 },
  guards: {
    // Socket redelivery after a reconnect replays events: only a cursor past ours is news.
    isNewerUpdate: ({ context, event }) => event.cursor > context.cursor,
    isAwaitingPayment: ({ context }) => context.status === 'pending_payment',
    isCountingDown: ({ context }) => isUnderway(context.status) && context.etaMs !== null && context.etaMs > context.now,
  },
  actions: {
    applyUpdate: assign(({ context, event }) => ({
      status: event.status,
      cursor: event.cursor,
      etaMs: event.estimatedDelivery === undefined ? context.etaMs : toMs(event.estimatedDelivery),
    })),
    advanceClock: assign({ now: ({ context }) => context.now + 1000 }),
  },
}).createMachine({
  id: 'orderTracker',
  context: ({ input }) => ({ status: input.order.status, cursor: input.cursor ?? 0, etaMs: toMs(input.order.estimatedDelivery), now: input.now }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isCountingDown', target: 'counting' }, { guard: 'isAwaitingPayment', target: 'awaitingPayment' }, { target: 'still' }] },
    counting: { tags: ['counting'], after: { tick: { target: 'deciding', actions: 'advanceClock' } } },
    // The clock keeps time while the order waits for its payment, so the countdown starts right once it is paid.
    awaitingPayment: { after: { tick: { target: 'deciding', actions: 'advanceClock' } } },
    still: {},
  },
  on: { 'order.updated': { guard: 'isNewerUpdate', actions: 'applyUpdate', target: '.deciding' } },
});

type TrackerView = { context: OrderTrackerContext };
/** Index on the Payment → Delivered line, or -1 when cancelled (shown apart, in red). */
export const selectTrackerStep = ({ context }: TrackerView): number => trackerStepIndex(context.status);
export const selectIsCancelled = ({ context }: TrackerView): boolean => context.status === 'cancelled';
export const selectRemainingSeconds = ({ context }: TrackerView): number | null =>
  context.etaMs === null || !isUnderway(context.status) ? null : Math.max(0, Math.ceil((context.etaMs - context.now) / 1000));
export const selectResumeCursor = ({ context }: TrackerView): number => context.cursor;
