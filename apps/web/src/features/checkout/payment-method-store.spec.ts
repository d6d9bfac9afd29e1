import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { recallPaymentMethod, rememberPaymentMethod } from './payment-method-store';

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
});
