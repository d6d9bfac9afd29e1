import { computeBill } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import { toBill, toCartLines, toChargesRequest, toOrderRequest, toProductCard } from './client-models.js';
import { buildServerCart, serverCartFixture } from './testing/fixtures/cart.js';
import { orderFixtures } from './testing/fixtures/orders.js';
import { productNamed } from './testing/fixtures/products.js';

describe('wire rupees → client paise', () => {
  it('turns a server cart into cart lines priced in paise, in the server order', () => {
    expect(toCartLines(serverCartFixture)).toEqual([
      { productId: productNamed('Amul Taaza Toned Milk')._id, name: 'Amul Taaza Toned Milk', price: 2700, image: expect.any(String), variant: '500 ml', quantity: 2, available: 42 },
      { productId: productNamed('Harvest Gold White Bread')._id, name: 'Harvest Gold White Bread', price: 4500, image: expect.any(String), variant: '400 g', quantity: 1, available: 28 },
      { productId: productNamed('Robusta Banana')._id, name: 'Robusta Banana', price: 4950, image: expect.any(String), variant: '6 pcs', quantity: 1, available: 56 },
    ]);
  });

  it('leaves out a null variant (the client line has none)', () => {
    const cart = { ...serverCartFixture, products: [{ ...serverCartFixture.products[0], productId: { ...serverCartFixture.products[0].productId, variant: null } }] };
    expect(toCartLines(cart)[0]).not.toHaveProperty('variant');
  });

  it('makes a product card in paise with the fields libs/ui ProductCard reads', () => {
    expect(toProductCard(productNamed('India Gate Basmati Rice Rozana'))).toEqual({
      id: productNamed('India Gate Basmati Rice Rozana')._id,
      name: 'India Gate Basmati Rice Rozana',
      image: '/api/images/products/india-gate-basmati-rice-classic-1-kg.svg',
      imageUrl: '/api/images/products/india-gate-basmati-rice-classic-1-kg.svg',
      weight: '1 kg',
      pricePaise: 12999,
      originalPricePaise: 15000,
      discountPercentage: 13,
      category: 'staples',
      available: 19,
    });
    expect(toProductCard({ ...productNamed('Magahi Paan'), weight: '' }).weight).toBe('1 pc');
  });

  it("reads the bill of a cart and of an order exactly as the server computed it", () => {
    expect(toBill(serverCartFixture)).toEqual({ itemsTotal: 14850, deliveryCharge: 0, handlingCharge: 200, tipAmount: 2000, donationAmount: 100, grandTotal: 17150 });
    expect(toBill(orderFixtures.codPending)).toEqual({ itemsTotal: 9900, deliveryCharge: 0, handlingCharge: 200, tipAmount: 2000, donationAmount: 100, grandTotal: 12200 });
  });

  it('refuses a wire amount with more than two decimals rather than round it silently', () => {
    expect(() => toBill({ ...serverCartFixture, grandTotal: 171.505 })).toThrow(RangeError);
  });

  it('sends the chosen tip and donation in rupees', () => {
    expect(toChargesRequest({ tipPaise: 3000, donation: true })).toEqual({ tipAmount: 30, donationAmount: 1 });
    expect(toChargesRequest({ tipPaise: 0, donation: false })).toEqual({ tipAmount: 0, donationAmount: 0 });
  });

  it('builds the docs/product.md §7 order body in rupees from lines and a bill in paise, round-tripping the cart', () => {
    const lines = toCartLines(serverCartFixture);
    const bill = computeBill({ lines, tipPaise: 2000, donation: true });
    const body = toOrderRequest({ addressId: 'a1', paymentMethod: 'UPI', lines, bill, orderNotes: '  Ring once ' });
    expect(body).toMatchObject({
      addressId: 'a1', paymentMethod: 'UPI', paymentStatus: 'pending', orderNotes: 'Ring once',
      itemsTotal: serverCartFixture.itemsTotal, handlingCharge: 2, tipAmount: 20, donationAmount: 1, grandTotal: serverCartFixture.grandTotal,
    });
    expect(body.items[2]).toEqual({ productId: lines[2].productId, name: 'Robusta Banana', image: lines[2].image, variant: '6 pcs', price: 49.5, quantity: 1 });
    expect(toOrderRequest({ addressId: 'a1', paymentMethod: 'COD', lines: [], bill: toBill(buildServerCart({ lines: [] })) })).not.toHaveProperty('orderNotes');
  });
});
