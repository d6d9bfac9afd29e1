import { describe, expect, it } from 'vitest';
import { onlinePaymentDue, paymentStatuses, paymentStatusesAnAdminMaySet, paymentStatusLabels } from './payment-status.js';

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
