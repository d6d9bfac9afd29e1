import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, isOrderStatus, orderStatuses, trackerStepIndex, trackerSteps } from './order-status.js';

describe('order status', () => {
  it('knows the six statuses of docs/product.md §4 and packed', () => {
    expect(orderStatuses).toEqual(['pending_payment', 'confirmed', 'preparing', 'packed', 'shipped', 'delivered', 'cancelled']);
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('completed')).toBe(false);
  });

  it('lays the tracker out from "Payment" to delivered, cancelled apart', () => {
    expect(trackerSteps.map((step) => step.label)).toEqual(['Payment', 'Confirmed', 'Preparing', 'Packed', 'Shipped', 'Delivered']);
    expect(trackerStepIndex('pending_payment')).toBe(0);
    expect(trackerStepIndex('packed')).toBe(3);
    expect(trackerStepIndex('delivered')).toBe(5);
    expect(trackerStepIndex('cancelled')).toBe(-1);
  });

  it('treats delivered and cancelled as final', () => {
    expect(orderStatuses.filter(isFinalOrderStatus)).toEqual(['delivered', 'cancelled']);
  });
});
