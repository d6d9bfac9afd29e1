import { describe, expect, it } from 'vitest';
import { confirmationPathOf } from './confirmation-path';

const shop = 'https://jhatpat.example';

describe('confirmationPathOf', () => {
  it('finds the confirmation the provider redirected the frame to, query kept', () => {
    expect(confirmationPathOf(`${shop}/order-confirmation?orderId=6650f3a2&payment=failed`, shop)).toBe('/order-confirmation?orderId=6650f3a2&payment=failed');
  });

  it('ignores the provider page itself, other origins, and blank frames', () => {
    expect(confirmationPathOf(`${shop}/api/payments/sandbox/6650f3a2/key`, shop)).toBeNull();
    expect(confirmationPathOf('https://evil.example/order-confirmation?orderId=1', shop)).toBeNull();
    expect(confirmationPathOf('about:blank', shop)).toBeNull();
    expect(confirmationPathOf('', shop)).toBeNull();
  });
});
