import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, canMoveOrder, customerMayCancel } from './order-status-transitions.js';
import { canMovePayment, isPaymentMethod, isPaymentStatus } from './payment-status.js';

describe('order status transitions', () => {
  it('moves forward along the tracker, skipping steps if staff must', () => {
    expect(canMoveOrder('confirmed', 'preparing')).toBe(true);
    expect(canMoveOrder('confirmed', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
  });

  it('never moves backwards or out of a final status', () => {
    expect(canMoveOrder('shipped', 'preparing')).toBe(false);
    expect(canMoveOrder('delivered', 'cancelled')).toBe(false);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
  });

  it('cancels until shipped; customers only until packed', () => {
    expect(canMoveOrder('preparing', 'cancelled')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('packed', 'cancelled')).toBe(false);
    expect(canMoveOrder('preparing', 'packed')).toBe(true);
    expect(canMoveOrder('packed', 'shipped')).toBe(true);
    expect(customerMayCancel('confirmed')).toBe(true);
    expect(customerMayCancel('preparing')).toBe(false);
  });
});

describe('payment statuses', () => {
  it('never moves a paid order back, only to refunded', () => {
    expect(canMovePayment('paid', 'pending')).toBe(false);
    expect(canMovePayment('paid', 'failed')).toBe(false);
    expect(canMovePayment('paid', 'refunded')).toBe(true);
    expect(canMovePayment('failed', 'paid')).toBe(true);
  });

  it('knows its vocabularies', () => {
    expect(isPaymentStatus('completed')).toBe(false);
    expect(isPaymentStatus('paid')).toBe(true);
    expect(isPaymentMethod('UPI')).toBe(true);
    expect(isPaymentMethod('BITCOIN')).toBe(false);
  });
});
