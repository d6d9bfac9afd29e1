import { describe, expect, it } from 'vitest';
import { customerPaymentLabel, onlinePaymentDue, paymentStatuses, paymentStatusesAnAdminMaySet, paymentStatusLabels } from './payment-status.js';

describe('paymentStatusesAnAdminMaySet', () => {
  it('lets an admin set nothing on a card or UPI order: its status follows its payments', () => {
    for (const paymentMethod of ['CARD', 'UPI'] as const) {
      for (const paymentStatus of paymentStatuses) expect(paymentStatusesAnAdminMaySet({ paymentMethod, paymentStatus, status: 'cancelled' })).toEqual([]);
    }
  });

  it('lets cash be taken, and handed back only on a cancelled order', () => {
    expect(paymentStatusesAnAdminMaySet({ paymentMethod: 'COD', paymentStatus: 'pending', status: 'confirmed' })).toEqual(['paid']);
    expect(paymentStatusesAnAdminMaySet({ paymentMethod: 'COD', paymentStatus: 'paid', status: 'delivered' })).toEqual([]);
    expect(paymentStatusesAnAdminMaySet({ paymentMethod: 'COD', paymentStatus: 'paid', status: 'cancelled' })).toEqual(['refunded']);
    expect(paymentStatusesAnAdminMaySet({ paymentMethod: 'COD', paymentStatus: 'refunded', status: 'cancelled' })).toEqual([]);
  });
});

describe('paymentStatusLabels', () => {
  it('says every status in words', () => {
    expect(paymentStatuses.map((s) => paymentStatusLabels[s])).toEqual(['Pending', 'Paid', 'Failed', 'Partially refunded', 'Refunded']);
  });
});

describe('onlinePaymentDue (issue 19 item 3)', () => {
  it('owes an unpaid or failed card or UPI order awaiting payment', () => {
    expect(onlinePaymentDue({ paymentMethod: 'UPI', paymentStatus: 'pending', status: 'pending_payment' })).toBe('pending');
    expect(onlinePaymentDue({ paymentMethod: 'CARD', paymentStatus: 'failed', status: 'pending_payment' })).toBe('failed');
  });

  it('owes nothing online for cash, a paid order, or a cancelled one', () => {
    expect(onlinePaymentDue({ paymentMethod: 'COD', paymentStatus: 'pending', status: 'confirmed' })).toBeNull();
    expect(onlinePaymentDue({ paymentMethod: 'UPI', paymentStatus: 'paid', status: 'confirmed' })).toBeNull();
    expect(onlinePaymentDue({ paymentMethod: 'UPI', paymentStatus: 'failed', status: 'cancelled' })).toBeNull();
  });
});

describe('customerPaymentLabel (issue 19 item 4)', () => {
  it('says the status in words while the order stands', () => {
    expect(customerPaymentLabel({ status: 'confirmed', paymentStatus: 'paid' })).toBe('Paid');
    expect(customerPaymentLabel({ status: 'delivered', paymentStatus: 'partially_refunded' })).toBe('Partially refunded');
  });

  it('never says "Paid" of a cancelled order, nor leaves it owing', () => {
    expect(customerPaymentLabel({ status: 'cancelled', paymentStatus: 'paid' })).toBe('Refund requested');
    expect(customerPaymentLabel({ status: 'cancelled', paymentStatus: 'partially_refunded' })).toBe('Refund requested');
    expect(customerPaymentLabel({ status: 'cancelled', paymentStatus: 'refunded' })).toBe('Refunded');
    expect(customerPaymentLabel({ status: 'cancelled', paymentStatus: 'pending' })).toBe('Not charged');
    expect(customerPaymentLabel({ status: 'cancelled', paymentStatus: 'failed' })).toBe('Not charged');
  });
});
