import { describe, expect, it } from 'vitest';
import { cartCount, cartItemsTotal, computeBill } from './bill.js';

const lines = [
  { price: 4500, quantity: 2 },
  { price: 1000, quantity: 3 },
];

describe('cart sums', () => {
  it('counts quantities and totals price times quantity', () => {
    expect(cartCount(lines)).toBe(5);
    expect(cartItemsTotal(lines)).toBe(12_000);
    expect(cartCount([])).toBe(0);
    expect(cartItemsTotal([])).toBe(0);
  });
});

describe('computeBill', () => {
  it('adds handling 2 rupees, tip and the 1 rupee donation; delivery is free', () => {
    expect(computeBill({ lines, tipPaise: 2000, donation: true })).toEqual({
      itemsTotal: 12_000,
      deliveryCharge: 0,
      handlingCharge: 200,
      tipAmount: 2000,
      donationAmount: 100,
      grandTotal: 14_300,
    });
  });

  it('leaves the donation out when it is switched off', () => {
    const bill = computeBill({ lines, tipPaise: 0, donation: false });
    expect(bill.donationAmount).toBe(0);
    expect(bill.grandTotal).toBe(12_200);
  });
});
