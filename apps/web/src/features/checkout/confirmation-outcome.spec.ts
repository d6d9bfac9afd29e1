import { describe, expect, it } from 'vitest';
import { confirmationOutcome } from './confirmation-outcome';

const outcome = (query: string) => confirmationOutcome(new URLSearchParams(query));

describe('confirmationOutcome', () => {
  it('reads a cash-on-delivery confirmation (no payment step)', () => {
    expect(outcome('orderId=6650f3a2b1c4d5e6f7a8b9c0')).toEqual({ kind: 'placed', orderId: '6650f3a2b1c4d5e6f7a8b9c0' });
  });

  it("reads the provider's verdict", () => {
    expect(outcome('orderId=abc&payment=succeeded')).toEqual({ kind: 'paid', orderId: 'abc' });
    expect(outcome('orderId=abc&payment=failed')).toEqual({ kind: 'paymentFailed', orderId: 'abc' });
  });

  it('treats the orderId as optional and an unknown payment word as no verdict', () => {
    expect(outcome('')).toEqual({ kind: 'placed', orderId: null });
    expect(outcome('orderId=%20&payment=maybe')).toEqual({ kind: 'placed', orderId: null });
  });
});
