import { describe, expect, test } from 'vitest';
import { describeProblems, saveScreenshot } from '../support/browser.js';
import { payNowWithUpi, reachPaymentAsDemoCustomer, sandboxPagePath } from '../support/shopper.js';
import { shopWithPage } from '../support/shop-with-page.js';

const journey = 'shopper-upi';

// Issue 8, journey (b): UPI through the sandbox provider's hosted page — the first attempt fails and
// the customer retries from the confirmation page; the retry is a new attempt (issue 14: a failed
// attempt's page takes no more money), it succeeds and the order is paid.
describe('a customer pays by UPI: one failed attempt, then a retry that succeeds', () => {
  const scene = shopWithPage();
  let orderId = '';
  let failedPage = '';

  test('the customer fills a cart and reaches the payment page', async () => {
    await reachPaymentAsDemoCustomer(scene.opened.page);
  });

  test('Pay Now with UPI opens the provider page, where the payment fails', async () => {
    const { page } = scene.opened;
    failedPage = await payNowWithUpi(page);
    expect(failedPage).toMatch(sandboxPagePath);
    await saveScreenshot(page, journey, '01-provider-page');
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    const url = new URL(page.url());
    expect(url.searchParams.get('payment')).toBe('failed');
    orderId = url.searchParams.get('orderId') ?? '';
    expect(orderId).toMatch(/^[0-9a-f]{24}$/);
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await saveScreenshot(page, journey, '02-payment-failed');
  });

  test('the order waits for payment meanwhile', async () => {
    const { page } = scene.opened;
    const order = await page.evaluate(async (id) => {
      const response = await fetch(`/api/orders/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as { order?: { status?: string; paymentStatus?: string } };
    }, orderId);
    expect(order.order?.status).toBe('pending_payment');
    expect(order.order?.paymentStatus).toBe('failed');
  });

  test('Retry Payment opens a new attempt on the provider page, and paying confirms the order', async () => {
    const { page } = scene.opened;
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    const retryPage = new URL(page.url()).pathname;
    expect(retryPage).toMatch(sandboxPagePath);
    expect(retryPage).not.toBe(failedPage);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation' && url.searchParams.get('payment') === 'succeeded');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await saveScreenshot(page, journey, '03-payment-succeeded');
  });

  test('the order page shows the order confirmed and paid', async () => {
    const { page } = scene.opened;
    await page.getByRole('link', { name: 'View Order' }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
    await page.getByText(/^Paid$/).first().waitFor();
    await saveScreenshot(page, journey, '04-order-paid');
    expect(scene.opened.problems, describeProblems(scene.opened.problems)).toEqual([]);
  });

  test('the failed attempt’s page takes nothing more', async () => {
    const { page } = scene.opened;
    await page.goto(failedPage);
    await page.getByRole('heading', { name: 'Nothing to pay here' }).waitFor();
    await page.getByRole('status').getByText('This payment failed. Start a new payment from your order. Nothing was taken.').waitFor();
    await expect(page.getByRole('button', { name: 'Pay', exact: true }).count()).resolves.toBe(0);
    await saveScreenshot(page, journey, '05-failed-page-closed');
  });
});
