import { describe, expect, it } from 'vitest';
import { paymentStatuses, paymentStatusesAnAdminMaySet, paymentStatusLabels } from './payment-status.js';

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
