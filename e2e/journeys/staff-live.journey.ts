import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, launchBrowser, openPage, type OpenedPage, saveScreenshot } from '../support/browser.js';
import { apiCall, apiLogin, demoAdmin, demoCustomer, demoDelivery, logIn, orderNumberByApi, placeCodOrderByApi } from '../support/shopper.js';
import { startShop, type RunningShop } from '../support/start-shop.js';

const journey = 'staff-live';
// Each order by its number (JP-000123), as the admin's screens and notifications name it.
const numbers = new Map<string, string>();
const adminIdOf = (orderId: string) => numbers.get(orderId) ?? orderId;

// Issue 9, journey (a): a customer orders while an admin watches the notifications page; the order
// appears there without a reload; the admin then moves it through preparing and shipped, and the
// customer's open order page follows live.
describe('an admin hears of a new order at once and moves it while the customer watches', () => {
  let shop: RunningShop;
  let browser: Browser;
  let admin: OpenedPage;
  let customer: OpenedPage;
  let customerToken = '';
  let orderId = '';

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    admin = await openPage(browser, { baseUrl: shop.baseUrl, viewport: { width: 1280, height: 900 } });
    customer = await openPage(browser, { baseUrl: shop.baseUrl });
    customerToken = await apiLogin(shop.baseUrl, demoCustomer);
  });
  afterAll(async () => {
    await admin?.close();
    await customer?.close();
    await browser?.close();
    await shop?.stop();
  });

  test('the notification of a new order appears on the open page without a reload', async () => {
    const { page } = admin;
    await logIn(page, demoAdmin, '/admin/dashboard');
    await page.goto('/admin/notification');
    await page.getByText(/^Live:/).waitFor();
    const started = Date.now();
    orderId = await placeCodOrderByApi(shop.baseUrl, customerToken);
    numbers.set(orderId, await orderNumberByApi(shop.baseUrl, customerToken, orderId));
    const notification = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: adminIdOf(orderId) });
    await notification.first().waitFor();
    console.log(`${journey}: the notification of order ${orderId} was on the admin's page ${Date.now() - started} ms after the order was placed`);
    await saveScreenshot(page, journey, '01-notification-arrived');
  });

  test("the notification leads to its order's view (issue 19 item 8)", async () => {
    const { page } = admin;
    await page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(adminIdOf(orderId)) }).first().click();
    const dialog = page.getByRole('dialog', { name: `Order #${adminIdOf(orderId)}` });
    await dialog.getByRole('list', { name: 'Order history' }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    expect(await page.title()).toBe('Order Management · Jhatpat');
    await saveScreenshot(page, journey, '01b-notification-opens-order');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test("elsewhere in the console the header counts it and a toast says so", async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Jhatpat home' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Issue 19 item 8: the figures follow the pushes, without a reload.
    const ordersToday = page.getByRole('region', { name: 'Today at a glance' }).getByText('Orders today').locator('xpath=following-sibling::dd');
    const before = Number(await ordersToday.textContent());
    const second = await placeCodOrderByApi(shop.baseUrl, customerToken);
    numbers.set(second, await orderNumberByApi(shop.baseUrl, customerToken, second));
    await page.getByRole('link', { name: 'Notifications 1 new' }).waitFor();
    await page.getByText(new RegExp(adminIdOf(second))).first().waitFor();
    await page.getByRole('region', { name: 'Today at a glance' }).getByText('Orders today').locator('xpath=following-sibling::dd').filter({ hasText: new RegExp(`^${before + 1}$`) }).waitFor();
    await saveScreenshot(page, journey, '02-header-counter');
  });

  test("a rider takes the order and the admin moves it to preparing, then shipped, and the customer's page follows live", async () => {
    await logIn(customer.page, demoCustomer, '/customer/dashboard');
    await customer.page.goto(`/orders/${orderId}`);
    await customer.page.getByText('Live updates on').waitFor();
    expect(await customer.page.title()).toBe(`Order #${adminIdOf(orderId)} · Jhatpat`);

    // Issue 19 item 8: a rider takes the order; the open page names them and offers a call, without a reload.
    const riderToken = await apiLogin(shop.baseUrl, demoDelivery);
    const accepted = await apiCall(shop.baseUrl, riderToken, 'PUT', `/delivery/orders/${orderId}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const tracker = customer.page.getByRole('region', { name: 'Order status' });
    await tracker.getByText('Deepak Delivery is your delivery partner').waitFor();
    expect(await tracker.getByRole('link', { name: 'Call Deepak Delivery' }).getAttribute('href')).toBe(`tel:+91${demoDelivery.phone}`);
    await saveScreenshot(customer.page, journey, '03a-customer-sees-rider');

    const { page } = admin;
    await page.goto('/admin/order-management');
    await page.getByRole('searchbox', { name: 'Search by order id, phone or name' }).fill(`#${adminIdOf(orderId)}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `View order #${adminIdOf(orderId)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${adminIdOf(orderId)}` });
    for (const status of ['preparing', 'shipped'] as const) {
      await dialog.getByRole('combobox', { name: 'Change status to' }).selectOption(status);
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await dialog.getByText('Order status updated successfully!').waitFor();
      await dialog.getByRole('list', { name: 'Order history' }).getByText(new RegExp(`→ ${status}`)).waitFor();
      // The customer's page, never reloaded, shows the new step as the current one.
      await customer.page.locator('[aria-current="step"]').filter({ hasText: new RegExp(status, 'i') }).waitFor();
    }
    await saveScreenshot(page, journey, '03-admin-order-view');
    await saveScreenshot(customer.page, journey, '04-customer-tracker-shipped');
    expect(admin.problems, describeProblems(admin.problems)).toEqual([]);
    expect(customer.problems, describeProblems(customer.problems)).toEqual([]);
  });
});
