import { runInNewContext } from 'node:vm';
import { withTransientRetry } from './transient-retry.js';

const conflict = (code: string) => Object.assign(new Error('could not serialize access'), { code });

describe('withTransientRetry', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const failures = [conflict('40P01'), conflict('40001')];
    let calls = 0;
    const result = await withTransientRetry(async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts, with the last conflict', async () => {
    let calls = 0;
    await expect(withTransientRetry(async () => Promise.reject(Object.assign(conflict('40P01'), { attempt: ++calls })), 2)).rejects.toMatchObject({ attempt: 2 });
    expect(calls).toBe(2);
  });

  // A dropped connection's error made in another realm (Node's socket code under jest's VM modules) is
  // not `instanceof Error` here: it must still come back as itself, for the HTTP layer to answer 503.
  it.each([
    ['any other failure', () => Object.assign(new TypeError('not a conflict'), { code: '23505' })],
    ['an error from another realm', () => runInNewContext(`Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })`)],
    ['a value that is not an error', () => ({ code: 'ECONNRESET' })],
  ])('passes %s on at once, as it was thrown', async (_what, make) => {
    const thrown: unknown = make();
    let calls = 0;
    await expect(
      withTransientRetry(async () => {
        calls += 1;
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(calls).toBe(1);
  });

  it('gives up after one attempt when only one is allowed', async () => {
    let calls = 0;
    const thrown = conflict('40001');
    await expect(
      withTransientRetry(async () => {
        calls += 1;
        throw thrown;
      }, 1),
    ).rejects.toBe(thrown);
    expect(calls).toBe(1);
  });

  it('waits before each retry, the first one included', async () => {
    const starts: number[] = [];
    await withTransientRetry(async () => {
      starts.push(performance.now());
      if (starts.length < 3) throw conflict('40P01');
    });
    // 5–10 ms, then 10–20 ms (p-retry's timers may fire a little early or late; never at once).
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(4);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(9);
  });

  it('retries a conflict from another realm too', async () => {
    let calls = 0;
    const result = await withTransientRetry(async () => {
      calls += 1;
      if (calls === 1) throw runInNewContext(`Object.assign(new Error('deadlock detected'), { code: '40P01' })`);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(2);
  });
});
