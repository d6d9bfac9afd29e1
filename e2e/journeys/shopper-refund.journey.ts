import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { describe, expect, test } from 'vitest';
import { desktopViewport, describeProblems, openPage, saveScreenshot } from '../support/browser.js';
import { demoAdmin, logIn, payNowWithUpi, reachPaymentAsDemoCustomer, sandboxPagePath } from '../support/shopper.js';
import { shopWithPage } from '../support/shop-with-page.js';

const journey = 'shopper-refund';

// Issue 14: money moves exactly once. A customer pays a UPI order on the sandbox page, cancels it before
// packing, and sees it refunded in full on the order page (the sandbox refunds at once); the admin's
// payments ledger then shows that order's payment refunded and the refund as a row of its own.
describe('a customer cancels a paid UPI order and gets the money back', () => {
  const scene = shopWithPage();
  let orderId = '';
  let orderNumber = '';
  let total = '';

  test('the customer pays a UPI order on the provider page', async () => {
    const { page } = scene.opened;
    await reachPaymentAsDemoCustomer(page);
    expect(await payNowWithUpi(page)).toMatch(sandboxPagePath);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation' && url.searchParams.get('payment') === 'succeeded');
    orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(orderId).toMatch(/^[0-9a-f]{24}$/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  });

  test('the order page shows it confirmed and paid', async () => {
    const { page } = scene.opened;
    await page.getByRole('link', { name: 'View Order' }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Paid', { exact: true }).waitFor();
    const order = await page.evaluate(async (id) => {
      const response = await fetch(`/api/orders/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await response.json()) as { order: { orderNumber: string; grandTotal: number; refund: { refunded: number; pending: number } } };
    }, orderId);
    expect(order.order.refund).toEqual({ refunded: 0, pending: 0 });
    total = formatRupees(rupeesToPaise(order.order.grandTotal));
    orderNumber = order.order.orderNumber;
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    await saveScreenshot(page, journey, '01-order-paid');
  });

  test('cancelling it before packing gives the whole payment back, shown without a reload', async () => {
    const { page } = scene.opened;
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, Cancel Order' }).click();
    const tracker = page.getByRole('region', { name: 'Order status' });
    await tracker.getByText('This order was cancelled: cancelled by the customer.').waitFor();
    // The saga asks the sandbox for the refund and the sandbox settles it at once: the live page follows.
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.locator('dd[data-payment-status="refunded"]').waitFor({ timeout: 20_000 });
    await expect(payment.locator('dd[data-payment-status]').textContent()).resolves.toBe('Refunded');
    await expect(payment.locator('dt', { hasText: /^Refund$/ }).locator('xpath=following-sibling::dd[1]').textContent()).resolves.toBe(`${total} refunded`);
    await expect(payment.getByText(/in progress/).count()).resolves.toBe(0);
    await saveScreenshot(page, journey, '02-order-refunded');
    expect(scene.opened.problems, describeProblems(scene.opened.problems)).toEqual([]);
  });

  test("the admin's payments ledger shows the payment refunded and the refund itself", async () => {
    const admin = await openPage(scene.browser, { baseUrl: scene.shop.baseUrl, viewport: desktopViewport });
    try {
      const { page } = admin;
      await logIn(page, demoAdmin, '/admin/dashboard');
      await page.goto(`/admin/transaction-management?orderId=${orderId}`);
      await page.getByRole('heading', { name: 'Invoice & Transaction' }).waitFor();
      const rows = page.getByRole('table', { name: 'Payments, newest first' }).getByRole('row').filter({ hasText: `#${orderNumber}` });
      // The captured payment, refunded in full, and the refund as a row of its own (kind 'refund').
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
      for (const row of await rows.all()) {
        await expect(row.textContent()).resolves.toContain(total);
        await expect(row.textContent()).resolves.toMatch(/refunded/i);
      }
      await saveScreenshot(page, journey, '03-ledger-refund');
      expect(admin.problems, describeProblems(admin.problems)).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
