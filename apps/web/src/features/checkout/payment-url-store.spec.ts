import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { recallPayment, rememberPayment } from './payment-url-store';

describe('payment url store', () => {
  it('recalls the payment page remembered for an order, and only for that order', () => {
    const store = new MemoryStorage();
    rememberPayment(store, 'order-1', { paymentUrl: '/api/payments/sandbox/abc/key', method: 'UPI' });
    expect(recallPayment(store, 'order-1')).toEqual({ paymentUrl: '/api/payments/sandbox/abc/key', method: 'UPI' });
    expect(recallPayment(store, 'order-2')).toBeNull();
  });

  it('refuses what it would not open: script URLs, other-scheme or protocol-relative links, junk', () => {
    const store = new MemoryStorage();
    store.setItem('jhatpat.payment.a', JSON.stringify({ paymentUrl: 'javascript:alert(1)', method: 'UPI' }));
    store.setItem('jhatpat.payment.b', JSON.stringify({ paymentUrl: '//evil.example/pay', method: 'CARD' }));
    store.setItem('jhatpat.payment.c', '{not json');
    store.setItem('jhatpat.payment.d', JSON.stringify({ paymentUrl: '/api/payments/x', method: 'COD' }));
    expect(['a', 'b', 'c', 'd'].map((id) => recallPayment(store, id))).toEqual([null, null, null, null]);
    rememberPayment(store, 'e', { paymentUrl: 'https://checkout.razorpay.com/x', method: 'CARD' });
    expect(recallPayment(store, 'e')?.method).toBe('CARD');
  });
});
