import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RETRY_PAYMENT_FAILED, retryPaymentMachine } from './retry-payment.machine.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });

/** The machine with the API's answers given in turn (an Error is thrown), and what it emitted. */
function startRetry(...answers: Array<{ paymentUrl: string } | Error>) {
  const asked: string[] = [];
  const machine = retryPaymentMachine.provide({
    actors: {
      payOrder: fromPromise(async ({ input }: { input: { orderId: string } }) => {
        asked.push(input.orderId);
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { orderId: 'o1' } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const retry = async () => {
    actor.send({ type: 'payment.retry' });
    await settle();
  };
  return { actor, snap: () => actor.getSnapshot(), asked, emitted, retry };
}

describe('retry payment machine', () => {
  it('asks the API for the order’s payment and opens the page it answers', async () => {
    const { actor, snap, asked, emitted, retry } = startRetry({ paymentUrl: '/api/payments/sandbox/p2/key2' });
    expect(snap().can({ type: 'payment.retry' })).toBe(true);
    actor.send({ type: 'payment.retry' });
    expect(snap().hasTag('busy')).toBe(true);
    // A second click while asking sends nothing more.
    expect(snap().can({ type: 'payment.retry' })).toBe(false);
    await retry();
    expect(asked).toEqual(['o1']);
    expect(snap().value).toBe('opened');
    expect(snap().context.paymentUrl).toBe('/api/payments/sandbox/p2/key2');
    expect(emitted).toEqual([{ type: 'payment.open', paymentUrl: '/api/payments/sandbox/p2/key2' }]);
  });

  it.each([
    [409, 'This order is already paid'],
    [409, 'This order was cancelled'],
    [404, 'Order not found'],
  ])('stops with the server’s reason when it refuses (%i "%s")', async (status, message) => {
    const { snap, emitted, retry } = startRetry(apiError(status, message));
    await retry();
    expect(snap().value).toBe('refused');
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.error).toBe(message);
    expect(snap().can({ type: 'payment.retry' })).toBe(false);
    expect(emitted).toEqual([]);
  });

  it('may be tried again after a failure that is not a refusal, and forgets the error then', async () => {
    const { snap, asked, retry } = startRetry(new Error('Failed to fetch'), apiError(503, 'Something went wrong on our side. Please try again.'), { paymentUrl: '/p3' });
    await retry();
    expect(snap().value).toBe('ready');
    expect(snap().context.error).toBe(RETRY_PAYMENT_FAILED);
    await retry();
    expect(snap().context.error).toBe('Something went wrong on our side. Please try again.');
    await retry();
    expect(snap().value).toBe('opened');
    expect(snap().context.error).toBeNull();
    expect(asked).toHaveLength(3);
  });

  it('sends the shopper to log in on a 401', async () => {
    const { snap, emitted, retry } = startRetry(apiError(401, 'Please log in'));
    await retry();
    expect(emitted).toEqual([{ type: 'login.required' }]);
    expect(snap().value).toBe('ready');
  });
});
