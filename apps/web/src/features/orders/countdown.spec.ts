import { describe, expect, it } from 'vitest';
import { formatCountdown, lateText } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(8 * 60)).toBe('8:00');
    expect(formatCountdown(425)).toBe('7:05');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('adds hours past an hour and never goes below zero', () => {
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('lateText', () => {
  it('says "any moment now" only for an order on its way and only just late', () => {
    expect(lateText('shipped', 0)).toBe('Arriving any moment now');
    expect(lateText('shipped', 120)).toBe('Arriving any moment now');
    expect(lateText('shipped', 121)).toBe('Running late: your rider is on the way. Sorry for the wait.');
  });

  it('never promises "any moment" for an order still being packed, however late', () => {
    expect(lateText('confirmed', 0)).toBe('Running late: we are still packing your order. Sorry for the wait.');
    expect(lateText('preparing', 3_600)).toBe('Running late: we are still packing your order. Sorry for the wait.');
  });
});
