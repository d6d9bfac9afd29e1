import { startOfShopDay, startOfShopHour } from './shop-clock.js';

describe('the shop clock (Asia/Kolkata, UTC+5:30 all year)', () => {
  it('starts the shop day at midnight in Patna, which is 18:30 UTC the day before', () => {
    expect(startOfShopDay(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfShopDay(new Date('2026-11-24T18:29:59Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfShopDay(new Date('2026-11-24T18:30:00Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('starts each shop hour at half past the UTC hour', () => {
    expect(startOfShopHour(new Date('2026-11-24T03:29:00Z')).toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(startOfShopHour(new Date('2026-11-24T03:30:00Z')).toISOString()).toBe('2026-11-24T03:30:00.000Z');
  });
});
