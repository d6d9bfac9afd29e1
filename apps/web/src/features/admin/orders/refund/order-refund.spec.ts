import { describe, expect, it } from 'vitest';
import { orderFixtures, refundOrderFixtures } from '@jhatpat/api-client/testing';
import { amountProblem, reasonProblem, refundBlocker, refundMoneyOf } from './order-refund';

describe('refundMoneyOf', () => {
  it('leaves the capture less refunds done and under way', () => {
    const order = refundOrderFixtures.refundUnderWay;
    expect(refundMoneyOf(order)).toEqual({ refundedPaise: 0, pendingPaise: 12999, leftPaise: Math.round(order.grandTotal * 100) - 12999 });
    expect(refundMoneyOf(orderFixtures.upiPaid).leftPaise).toBe(Math.round(orderFixtures.upiPaid.grandTotal * 100));
  });

  it('leaves nothing of a cash or unpaid order', () => {
    expect(refundMoneyOf(orderFixtures.delivered).leftPaise).toBe(0);
    expect(refundMoneyOf(orderFixtures.upiAwaitingPayment).leftPaise).toBe(0);
  });
});

describe('refundBlocker', () => {
  it('says why cash, unpaid and fully refunded orders have no form', () => {
    expect(refundBlocker(orderFixtures.codPending)).toMatch(/^Cash on delivery/);
    expect(refundBlocker(orderFixtures.cancelled)).toMatch(/^No money has been captured/);
    expect(refundBlocker(refundOrderFixtures.cancelledRefunded)).toMatch(/^Everything captured/);
    expect(refundBlocker(refundOrderFixtures.partlyRefunded)).toBeNull();
  });
});

describe('amountProblem', () => {
  it('takes rupees with at most two decimals, more than 0 and no more than is left', () => {
    expect(amountProblem('50', 10_000)).toBeNull();
    expect(amountProblem('100.00', 10_000)).toBeNull();
    expect(amountProblem('', 10_000)).toBe('Enter an amount in rupees');
    expect(amountProblem('1.234', 10_000)).toBe('Use rupees with at most two decimals');
    expect(amountProblem('0', 10_000)).toBe('The amount must be more than ₹0');
    expect(amountProblem('100.01', 10_000)).toBe('At most ₹100.00 is left to refund');
  });
});

describe('reasonProblem', () => {
  it('asks for a reason and keeps the shop text rule and the 200-character cap in the API words', () => {
    expect(reasonProblem('  ')).toBe('Say why the money is given back');
    expect(reasonProblem('Damaged\u0000')).toBe('reason must be plain text: no NUL characters or broken Unicode (unpaired surrogates)');
    expect(reasonProblem('x'.repeat(201))).toBe('reason must be at most 200 characters');
    expect(reasonProblem('पैकेट फटा था')).toBeNull();
  });
});
