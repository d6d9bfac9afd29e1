import { createShopText } from '@jhatpat/ui';
import { describe, expect, it } from 'vitest';
import { hindiMessages } from '../../shared/locale/hindi-messages';
import { paymentShown, type PaymentFacts } from './payment-shown';

const facts = (over: Partial<PaymentFacts>): PaymentFacts => ({
  method: 'UPI',
  status: 'paid',
  orderStatus: 'confirmed',
  grandTotalPaise: 12_200,
  refund: { refundedPaise: 0, pendingPaise: 0 },
  ...over,
});

describe('paymentShown (docs/product.md §4, issue 19 item 4)', () => {
  it('says a paid order is paid, and cash due is paid at delivery with the exact amount', () => {
    expect(paymentShown(facts({}))).toEqual({ label: 'Paid', refund: null, note: null });
    expect(paymentShown(facts({ method: 'COD', status: 'pending' }))).toEqual({
      label: 'Pay at Delivery',
      refund: null,
      note: 'Please keep the exact amount of ₹122.00 ready when your order arrives.',
    });
  });

  it('never says "Paid" of a cancelled paid order: the refund is requested, with its amount, before its figure is read back', () => {
    expect(paymentShown(facts({ orderStatus: 'cancelled' }))).toEqual({
      label: 'Refund requested',
      refund: '₹122.00 requested',
      note: 'Refund of ₹122.00 in progress: it goes back the way you paid.',
    });
    expect(paymentShown(facts({ orderStatus: 'cancelled', refund: { refundedPaise: 0, pendingPaise: 12_200 } })).label).toBe('Refund requested');
  });

  it('says a cancelled order refunded in full is refunded, with the amount', () => {
    expect(paymentShown(facts({ orderStatus: 'cancelled', status: 'refunded', refund: { refundedPaise: 12_200, pendingPaise: 0 } }))).toEqual({
      label: 'Refunded',
      refund: '₹122.00 refunded',
      note: null,
    });
  });

  it('asks nothing of a cancelled cash order, nor of a cancelled order never paid', () => {
    expect(paymentShown(facts({ method: 'COD', status: 'pending', orderStatus: 'cancelled' }))).toEqual({
      label: 'Not charged',
      refund: null,
      note: 'This order was cancelled: there is nothing to pay.',
    });
    expect(paymentShown(facts({ status: 'failed', orderStatus: 'cancelled' }))).toEqual({ label: 'Not charged', refund: null, note: null });
  });

  it('says the refund and the notes in Hindi for a हिन्दी shopper (the label is looked up by the page)', () => {
    const hindi = createShopText('hi', hindiMessages);
    expect(paymentShown(facts({ orderStatus: 'cancelled', status: 'refunded', refund: { refundedPaise: 12_200, pendingPaise: 0 } }), hindi)).toEqual({
      label: 'Refunded',
      refund: '₹122.00 रिफ़ंड हुआ',
      note: null,
    });
    expect(paymentShown(facts({ method: 'COD', status: 'pending' }), hindi).note).toBe('ऑर्डर आने पर ₹122.00 की सही रक़म तैयार रखें।');
    expect(paymentShown(facts({ orderStatus: 'cancelled' }), hindi).note).toBe('₹122.00 का रिफ़ंड जारी है: पैसा उसी तरीक़े से लौटेगा जिससे आपने भुगतान किया था।');
  });
});
