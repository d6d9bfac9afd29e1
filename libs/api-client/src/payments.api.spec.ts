import { describe, expect, it } from 'vitest';
import { paymentFixture } from './testing/fixtures/payments.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('paymentsApi', () => {
  it('reads one payment (its amount in paise, as the API names it) and 404s an unknown one', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.payments.get(paymentFixture._id)).resolves.toEqual(paymentFixture);
    expect(new URL(lastRequest().url).pathname).toBe(`/api/payments/${paymentFixture._id}`);
    expect(paymentFixture.amountPaise).toBe(26800);
    await expect(api.payments.get('6743a1f0c2d4e5f6a7b8ffff')).rejects.toMatchObject({ status: 404, message: 'Payment not found' });
  });
});

describe('paymentsApi.methods', () => {
  it('says what the checkout may offer: every method with a provider, cash only without one', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.payments.methods()).resolves.toEqual({ methods: ['COD', 'CARD', 'UPI'], provider: 'sandbox' });
    expect(new URL(lastRequest().url).pathname).toBe('/api/payment-methods');
    const cashOnly = shop.open({ paymentProvider: 'none' });
    await expect(cashOnly.api.payments.methods()).resolves.toEqual({ methods: ['COD'], provider: 'none' });
  });
});
