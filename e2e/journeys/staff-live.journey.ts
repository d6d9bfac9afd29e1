import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, launchBrowser, openPage, type OpenedPage, saveScreenshot } from '../support/browser.js';
import { apiCall, apiLogin, demoAdmin, demoCustomer, demoDelivery, logIn, orderNumberByApi, placeCodOrderByApi } from '../support/shopper.js';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';

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
    shop = await startJourneyShop();
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

  // Issue 18: stock alerts reach the admin wherever they are in the console, not only on the inventory.
  test('a product selling out is toasted on the page the admin is on, and the header leads to it in the inventory', async () => {
    const { page } = admin;
    // Through the app, not a reload: the admin area's connections stay up (an alert is a nudge, never replayed).
    await page.keyboard.press('Escape'); // the order's dialog from the test before
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Jhatpat home' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const adminToken = await apiLogin(shop.baseUrl, demoAdmin);
    // Not one of the first two products: the orders above hold those.
    const products = (await apiCall<{ _id: string; name: string; available: number }[]>(shop.baseUrl, null, 'GET', '/products')).body;
    const product = products.slice(2).find((p) => p.available > 0)!;
    const counted = await apiCall(shop.baseUrl, adminToken, 'POST', `/admin/inventory/${product._id}/adjust`, { change: -product.available, reason: 'count', note: 'Shelf recount' });
    expect(counted.status).toBeLessThan(300);
    const said = `${product.name} is out of stock`;
    await page.getByRole('status').filter({ hasText: said }).first().waitFor();
    const alerts = page.getByRole('link', { name: `Stock alerts 1 new, latest: ${said}` });
    await alerts.waitFor();
    await saveScreenshot(page, journey, '05-stock-alert-on-dashboard');
    await alerts.click();
    await page.waitForURL((url) => url.pathname === '/admin/inventory' && url.searchParams.get('search') === product.name);
    const row = page.getByRole('table', { name: 'Stock by product' }).getByRole('row').filter({ hasText: product.name });
    await row.getByText('Out of stock').waitFor();
    expect(admin.problems, describeProblems(admin.problems)).toEqual([]);
  });
});
