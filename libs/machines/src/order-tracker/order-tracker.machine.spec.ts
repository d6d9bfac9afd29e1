import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { OrderStatus } from '@jhatpat/domain';
import { orderTrackerMachine, selectIsCancelled, selectRemainingSeconds, selectResumeCursor, selectTrackerStep } from './order-tracker.machine.js';

const now = Date.parse('2026-11-22T10:00:00Z');

function startTracker(status: OrderStatus = 'confirmed', estimatedDelivery: string | number | null = now + 8 * 60_000, cursor?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(orderTrackerMachine, { clock, input: { order: { status, estimatedDelivery }, cursor, now } }).start();
  // SimulatedClock fires only timers already due, so time advances one tick at a time, as a browser would.
  const seconds = (count: number) => {
    for (let i = 0; i < count; i++) clock.increment(1000);
  };
  return { actor, clock, seconds, snap: () => actor.getSnapshot() };
}

describe('order tracker machine', () => {
  it('places each status on the tracker, pending_payment first and cancelled apart', () => {
    expect(selectTrackerStep(startTracker('pending_payment').snap())).toBe(0);
    // The packing floor's step (packed) sits between preparing and shipped.
    expect(selectTrackerStep(startTracker('packed').snap())).toBe(3);
    expect(selectTrackerStep(startTracker('shipped').snap())).toBe(4);
    const cancelled = startTracker('cancelled').snap();
    expect(selectTrackerStep(cancelled)).toBe(-1);
    expect(selectIsCancelled(cancelled)).toBe(true);
  });

  it('counts down to estimatedDelivery once a second', () => {
    const { clock, seconds, snap } = startTracker('confirmed', '2026-11-22T10:00:03Z');
    expect(selectRemainingSeconds(snap())).toBe(3);
    clock.increment(999);
    expect(selectRemainingSeconds(snap())).toBe(3);
    clock.increment(1);
    expect(selectRemainingSeconds(snap())).toBe(2);
    seconds(5);
    expect(selectRemainingSeconds(snap())).toBe(0);
    expect(snap().hasTag('counting')).toBe(false);
  });

  it('applies live updates in cursor order and ignores stale or duplicate ones', () => {
    const { actor, snap } = startTracker('confirmed', null, 4);
    actor.send({ type: 'order.updated', cursor: 5, status: 'preparing' });
    actor.send({ type: 'order.updated', cursor: 5, status: 'shipped' });
    actor.send({ type: 'order.updated', cursor: 3, status: 'cancelled' });
    expect(snap().context.status).toBe('preparing');
    expect(selectResumeCursor(snap())).toBe(5);
    actor.send({ type: 'order.updated', cursor: 9, status: 'shipped' });
    expect(selectTrackerStep(snap())).toBe(4);
    expect(selectResumeCursor(snap())).toBe(9);
  });

  it('stops the countdown on delivery or cancellation and starts it when an ETA arrives', () => {
    const { actor, seconds, snap } = startTracker('confirmed', null);
    expect(selectRemainingSeconds(snap())).toBeNull();
    actor.send({ type: 'order.updated', cursor: 1, status: 'shipped', estimatedDelivery: now + 60_000 });
    expect(selectRemainingSeconds(snap())).toBe(60);
    seconds(10);
    expect(selectRemainingSeconds(snap())).toBe(50);
    actor.send({ type: 'order.updated', cursor: 2, status: 'delivered' });
    expect(snap().context.etaMs).toBe(now + 60_000);
    expect(selectRemainingSeconds(snap())).toBeNull();
    expect(snap().hasTag('counting')).toBe(false);
    seconds(10);
    expect(snap().context.now).toBe(now + 10_000);
  });

  it('counts nothing down while the order waits for its payment, and starts once it is paid (issue 19 item 3)', () => {
    const { actor, seconds, snap } = startTracker('pending_payment', now + 8 * 60_000);
    expect(selectRemainingSeconds(snap())).toBeNull();
    expect(snap().hasTag('counting')).toBe(false);
    seconds(3);
    expect(selectRemainingSeconds(snap())).toBeNull();
    actor.send({ type: 'order.updated', cursor: 1, status: 'confirmed' });
    expect(selectRemainingSeconds(snap())).toBe(8 * 60 - 3);
    expect(snap().hasTag('counting')).toBe(true);
  });
});
