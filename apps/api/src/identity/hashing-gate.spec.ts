import { concurrencyGate } from './hashing-gate.js';

describe('concurrencyGate', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most `max` tasks at once and every task in the end, in arrival order', async () => {
    const gate = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++running);
      await tick();
      running -= 1;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => gate(task(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the place of a task that failed', async () => {
    const gate = concurrencyGate(1);
    await expect(gate(() => Promise.reject(new Error('broken hash')))).rejects.toThrow('broken hash');
    expect(await gate(async () => 'next')).toBe('next');
  });
});

describe('concurrencyGate with tasks that go first', () => {
  it('starts a `first` task before ordinary ones that arrived earlier, and `first` ones in arrival order', async () => {
    const gate = concurrencyGate(1);
    const started: string[] = [];
    let release!: () => void;
    const blocker = gate(() => new Promise<void>((resolve) => (release = resolve)));
    const task = (name: string) => async () => {
      started.push(name);
    };
    const queued = [
      gate(task('flood 1')),
      gate(task('flood 2')),
      gate(task('trusted 1'), { first: true }),
      gate(task('flood 3')),
      gate(task('trusted 2'), { first: true }),
    ];
    release();
    await Promise.all([blocker, ...queued]);
    expect(started).toEqual(['trusted 1', 'trusted 2', 'flood 1', 'flood 2', 'flood 3']);
  });
});
