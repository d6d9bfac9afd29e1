import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine } from './carousel.machine.js';

function startCarousel(slideCount?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { clock, input: { slideCount } }).start();
  return { actor, clock, index: () => actor.getSnapshot().context.index };
}

describe('carousel machine', () => {
  it('starts on the first slide of five, with previous unavailable', () => {
    const { actor, index } = startCarousel();
    expect(index()).toBe(0);
    expect(actor.getSnapshot().context.slideCount).toBe(5);
    expect(actor.getSnapshot().can({ type: 'slide.previous' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'slide.next' })).toBe(true);
  });

  it('advances every 5000 ms and stops on the last slide without wrapping', () => {
    const { actor, clock, index } = startCarousel();
    clock.increment(4999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    for (let i = 0; i < 10; i++) clock.increment(5000);
    expect(index()).toBe(4);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().can({ type: 'slide.next' })).toBe(false);
  });

  it('moves by the previous and next buttons and restarts the 5 s after a manual move', () => {
    const { actor, clock, index } = startCarousel();
    clock.increment(3000);
    actor.send({ type: 'slide.next' });
    expect(index()).toBe(1);
    clock.increment(3000);
    expect(index()).toBe(1);
    clock.increment(2000);
    expect(index()).toBe(2);
    actor.send({ type: 'slide.previous' });
    expect(index()).toBe(1);
  });

  it('jumps to a dot, and ignores a dot that does not exist', () => {
    const { actor, index } = startCarousel();
    actor.send({ type: 'slide.go', index: 3 });
    expect(index()).toBe(3);
    actor.send({ type: 'slide.go', index: 9 });
    actor.send({ type: 'slide.go', index: -1 });
    actor.send({ type: 'slide.go', index: 1.5 });
    expect(index()).toBe(3);
  });

  it('holds still while hovered or focused and resumes when both are gone', () => {
    const { actor, clock, index } = startCarousel();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'focus.enter' });
    clock.increment(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'pointer.leave' });
    clock.increment(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'focus.leave' });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    clock.increment(5000);
    expect(index()).toBe(1);
  });

  it('still lets a held carousel be moved by hand', () => {
    const { actor, index } = startCarousel();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'slide.next' });
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('held');
  });

  it('finishes at once when there is a single slide', () => {
    const { actor } = startCarousel(1);
    expect(actor.getSnapshot().value).toBe('finished');
  });
});
