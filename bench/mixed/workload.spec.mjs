import { describe, expect, it } from 'vitest';
import { pickKind, summarise } from './workload.mjs';

describe('the mixed workload', () => {
  it('picks browse, cart and order in 70/25/5 proportions', () => {
    const kinds = Array.from({ length: 1000 }, (_, i) => pickKind(i / 1000));
    expect(kinds.filter((k) => k === 'browse')).toHaveLength(700);
    expect(kinds.filter((k) => k === 'cart')).toHaveLength(250);
    expect(kinds.filter((k) => k === 'order')).toHaveLength(50);
  });

  it('summarises throughput, p50 and p99 per kind', () => {
    const samples = Array.from({ length: 100 }, (_, i) => ({ kind: i < 90 ? 'browse' : 'cart', ms: i + 1, ok: i !== 5 }));
    const figures = summarise(samples, 10);
    expect(figures.all).toMatchObject({ requests: 100, perSecond: 10, p50: 50, p99: 99, errors: 1 });
    expect(figures.cart).toMatchObject({ requests: 10, p50: 95 });
    expect(figures.order.requests).toBe(0);
  });
});
