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

  it('passes any other failure on at once, as it was thrown', async () => {
    const refusal = Object.assign(new TypeError('not a conflict'), { code: '23505' });
    let calls = 0;
    await expect(
      withTransientRetry(async () => {
        calls += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });
});
