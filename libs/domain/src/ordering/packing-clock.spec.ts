import { describe, expect, it } from 'vitest';
import { formatClock, packingClockOf } from './packing-clock.js';

describe('packingClockOf', () => {
  const placedAt = '2026-11-28T10:00:00.000Z';

  it('counts down the 8-minute promise from when the order was placed', () => {
    expect(packingClockOf(placedAt, new Date('2026-11-28T10:03:00.000Z'))).toEqual({ elapsedSeconds: 180, leftSeconds: 300, late: false });
  });

  it('is late once the promise is broken', () => {
    expect(packingClockOf(placedAt, new Date('2026-11-28T10:08:42.000Z'))).toEqual({ elapsedSeconds: 522, leftSeconds: -42, late: true });
  });

  it('formats minutes and seconds, negative when late', () => {
    expect(formatClock(187)).toBe('3:07');
    expect(formatClock(-42)).toBe('-0:42');
  });
});
