import { ClientLimiter } from './client-limiter.js';

describe('ClientLimiter', () => {
  const budget = { limit: 2, perSeconds: 10 };

  it('lets a client spend its budget, then says how long until the next request', () => {
    let now = 0;
    const limiter = new ClientLimiter(() => now);
    expect(limiter.take('searches', budget, 'a')).toEqual({ allowed: true });
    expect(limiter.take('searches', budget, 'a')).toEqual({ allowed: true });
    expect(limiter.take('searches', budget, 'a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(limiter.take('searches', budget, 'b')).toEqual({ allowed: true });
    expect(limiter.take('geocoding', budget, 'a')).toEqual({ allowed: true });
    now = 5_000; // one request's worth refilled
    expect(limiter.take('searches', budget, 'a')).toEqual({ allowed: true });
    expect(limiter.take('searches', budget, 'a')).toMatchObject({ allowed: false });
  });

  it('remembers a bounded number of clients however many addresses a flood rotates through', () => {
    let now = 0;
    const limiter = new ClientLimiter(() => now, 1_000);
    for (let i = 0; i < 5_000; i++) {
      now += 1;
      limiter.take('searches', budget, `10.0.${i >> 8}.${i & 255}`);
    }
    expect(limiter.trackedClients).toBeLessThanOrEqual(1_000);
    // The most recent client is still held to its budget.
    limiter.take('searches', budget, '10.0.19.135');
    expect(limiter.take('searches', budget, '10.0.19.135')).toMatchObject({ allowed: false });
  });
});
