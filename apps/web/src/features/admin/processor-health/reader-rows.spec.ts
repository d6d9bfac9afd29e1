import { describe, expect, it } from 'vitest';
import { healthFixtures } from '@jhatpat/api-client/testing';
import { agoAt, readerRows, shortDuration } from './reader-rows';

describe('readerRows', () => {
  it('shows readers that keep up with nothing behind', () => {
    expect(readerRows(healthFixtures.healthy)).toEqual([
      { name: 'order-notifications:v1', state: 'keeping up', behindEvents: '0', behindTime: '—', heartbeat: '0.4 s ago', lastError: '—', parked: 0 },
      { name: 'ordering:payment-settlement', state: 'keeping up', behindEvents: '0', behindTime: '—', heartbeat: '0.7 s ago', lastError: '—', parked: 0 },
      { name: 'live feed (this instance)', state: 'keeping up', behindEvents: '0', behindTime: '—', heartbeat: '0.1 s ago', lastError: '—', parked: null },
    ]);
  });

  it('tells a failing processor, held-back readers and the last error with when', () => {
    const [, settlement] = readerRows(healthFixtures.lagging);
    expect(settlement).toMatchObject({ state: 'failing', behindEvents: '14', behindTime: '6.2 s', lastError: 'error: duplicate key value violates unique constraint "orders_view_pkey" · 0.8 s ago' });
    expect(readerRows(healthFixtures.heldBack).map((row) => row.state)).toEqual(['held back', 'held back', 'held back']);
    const capped = { ...healthFixtures.heldBack, liveFeed: { ...healthFixtures.heldBack.liveFeed, lag: { ...healthFixtures.heldBack.liveFeed.lag, events: 10_000, capped: true } } };
    expect(readerRows(capped).at(-1)?.behindEvents).toBe('≥ 10,000');
  });

  it('shows a processor whose read model is being rebuilt as rebuilding, unless it falls behind', () => {
    expect(readerRows(healthFixtures.rebuilding).map((row) => row.state)).toEqual(['rebuilding', 'keeping up', 'keeping up']);
    const behind = { ...healthFixtures.rebuilding, processors: healthFixtures.rebuilding.processors.map((p) => ({ ...p, lag: healthFixtures.lagging.processors[1].lag })) };
    expect(readerRows(behind)[0].state).toBe('behind');
  });

  it('says how long ago at a glance', () => {
    expect([0.42, 12.4, 340, 3_900, 200_000].map(shortDuration)).toEqual(['0.4 s', '12 s', '5 min', '1 h', '2 d']);
    expect(agoAt(null, '2025-11-22T11:00:00.000Z')).toBe('—');
    expect(agoAt('2025-11-22T10:59:00.000Z', '2025-11-22T11:00:00.000Z')).toBe('1 min ago');
  });
});
