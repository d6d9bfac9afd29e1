import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

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
