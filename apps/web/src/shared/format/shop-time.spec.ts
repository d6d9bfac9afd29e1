import { describe, expect, it } from 'vitest';
import { elapsedSince, shopDateTime } from './shop-time';

describe('elapsedSince', () => {
  const placed = '2026-11-24T10:00:00.000Z';
  it.each([
    [4 * 60_000, '4 min'],
    [80 * 60_000, '1 h 20 min'],
    [50 * 3_600_000, '2 d'],
  ])('%d ms later reads "%s"', (elapsed, text) => {
    expect(elapsedSince(placed, Date.parse(placed) + elapsed)).toBe(text);
  });
});

describe('shopDateTime', () => {
  it('shows Patna time whatever the device zone', () => {
    expect(shopDateTime.format(new Date('2026-11-24T02:56:00.000Z'))).toMatch(/24 Nov 2026, 8:26\s?am/i);
  });
});
