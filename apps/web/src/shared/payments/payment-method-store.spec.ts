import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../storage/memory-storage';
import { recallPaymentMethod, rememberAwaitingPayment, rememberPaymentMethod, takeAwaitingPayment } from './payment-method-store';

describe('payment method store', () => {
  it('recalls the method remembered for an order, and only for that order', () => {
    const store = new MemoryStorage();
    rememberPaymentMethod(store, 'order-1', 'CARD');
    expect(recallPaymentMethod(store, 'order-1')).toBe('CARD');
    expect(recallPaymentMethod(store, 'order-2')).toBeNull();
  });

  it('recalls nothing it does not know: junk, a cash order, a storage that throws', () => {
    const store = new MemoryStorage();
    store.setItem('jhatpat.payment-method.a', 'COD');
    store.setItem('jhatpat.payment-method.b', '{"paymentUrl":"/api/payments/x"}');
    expect(['a', 'b'].map((id) => recallPaymentMethod(store, id))).toEqual([null, null]);
    const blocked = Object.assign(new MemoryStorage(), {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => rememberPaymentMethod(blocked, 'c', 'UPI')).not.toThrow();
    expect(recallPaymentMethod(blocked, 'c')).toBeNull();
  });

  it('hands back the order left for a UPI page once (issue 19 item 3)', () => {
    const store = new MemoryStorage();
    expect(takeAwaitingPayment(store)).toBeNull();
    rememberAwaitingPayment(store, 'order-9');
    expect(takeAwaitingPayment(store)).toBe('order-9');
    expect(takeAwaitingPayment(store)).toBeNull();
  });
});
