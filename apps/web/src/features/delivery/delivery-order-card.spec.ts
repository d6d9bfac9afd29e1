import { describe, expect, it } from 'vitest';
import { orderFixtures } from '@jhatpat/api-client/testing';
import { ageOf, nextStep } from './delivery-order-card';

describe('nextStep', () => {
  it('offers to accept a ready order that is not the rider’s', () => {
    expect(nextStep(orderFixtures.codPending, false)).toBe('accept');
  });

  it('then to pick it up, then to hand it over, then nothing', () => {
    expect(nextStep(orderFixtures.codPending, true)).toBe('pickedUp');
    expect(nextStep(orderFixtures.shipped, true)).toBe('delivered');
    expect(nextStep(orderFixtures.delivered, true)).toBeNull();
  });
});

describe('ageOf', () => {
  const placed = '2026-11-24T10:00:00.000Z';
  it.each([
    [20_000, 'just now'],
    [7 * 60_000, '7 min ago'],
    [135 * 60_000, '2 h 15 min ago'],
  ])('%d ms after placing reads "%s"', (elapsed, text) => {
    expect(ageOf(placed, Date.parse(placed) + elapsed)).toBe(text);
  });
});
