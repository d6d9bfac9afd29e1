import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, launchBrowser, openPage, type OpenedPage, saveScreenshot } from '../support/browser.js';
import { apiCall, apiLogin, demoAuditor, demoCustomer, demoDelivery, logIn, orderNumberByApi, placeCodOrderByApi } from '../support/shopper.js';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';

const journey = 'staff-roles';

interface AuditEvent {
  type: string;
  recordedAt: string;
  metadata: { role?: string; actorId?: string };
}

// Issue 9, journeys (b), (c) and (d): a rider delivers a cash order, which becomes paid at the door;
// an auditor replays it step by step with who did what; each role stays inside its own area.
describe('a rider delivers, an auditor replays it, and every role keeps to its area', () => {
  let shop: RunningShop;
  let browser: Browser;
  let orderId = '';
  let orderNumber = '';
  let customerToken = '';

  beforeAll(async () => {
    shop = await startJourneyShop();
    browser = await launchBrowser();
    customerToken = await apiLogin(shop.baseUrl, demoCustomer);
    orderId = await placeCodOrderByApi(shop.baseUrl, customerToken);
    orderNumber = await orderNumberByApi(shop.baseUrl, customerToken, orderId);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function asSomeone(run: (opened: OpenedPage) => Promise<void>): Promise<void> {
    const opened = await openPage(browser, { baseUrl: shop.baseUrl });
    try {
      await run(opened);
      expect(opened.problems, describeProblems(opened.problems)).toEqual([]);
    } finally {
      await opened.close();
    }
  }

  const card = (page: Page) => page.getByRole('article', { name: `Order #${orderNumber}` });

  test('(b) the rider goes online, accepts, picks up and delivers; the cash order is then paid', async () => {
    await asSomeone(async ({ page }) => {
      await logIn(page, demoDelivery, '/delivery/orders');
      await page.getByRole('heading', { name: 'Delivery Orders Page' }).waitFor();
      await page.getByText('You are offline').waitFor();
      await page.getByRole('banner').getByRole('switch', { name: 'Offline' }).click();
      await card(page).getByRole('button', { name: /^Accept / }).click();
      await page.getByRole('list', { name: 'Your deliveries' }).getByRole('article', { name: `Order #${orderNumber}` }).waitFor();
      await saveScreenshot(page, journey, '01-rider-accepted');
      await card(page).getByRole('button', { name: /^Picked Up / }).click();
      await card(page).getByText('Shipped').waitFor();
      await card(page).getByRole('button', { name: /^Delivered / }).click();
      await card(page).waitFor({ state: 'detached' });
      await saveScreenshot(page, journey, '02-rider-delivered');
    });
    const { body } = await apiCall<{ order: { status: string; paymentStatus: string } }>(shop.baseUrl, customerToken, 'GET', `/orders/${orderId}`);
    expect(body.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });

  test('(c) the auditor lands on the audit views and sees every step with its actor, and the state before shipping', async () => {
    await asSomeone(async ({ page }) => {
      await logIn(page, demoAuditor, '/audit');
      await page.getByRole('link', { name: `#${orderNumber}` }).click();
      await page.waitForURL((url) => url.pathname === `/audit/orders/${orderId}`);
      const steps = page.getByRole('list', { name: 'Order history' }).getByRole('listitem');
      await steps.filter({ hasText: 'Order placed' }).filter({ hasText: 'by customer' }).waitFor();
      await steps.filter({ hasText: 'Accepted for delivery' }).filter({ hasText: 'by delivery' }).waitFor();
      await steps.filter({ hasText: '→ shipped' }).filter({ hasText: 'by delivery' }).waitFor();
      await steps.filter({ hasText: '→ delivered' }).filter({ hasText: 'by delivery' }).waitFor();
      await steps.filter({ hasText: 'Payment pending → paid' }).waitFor();
      await saveScreenshot(page, journey, '03-auditor-timeline');

      // "State at" the moment the rider accepted: confirmed, not yet shipped or paid.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const { body } = await apiCall<{ order: { events: AuditEvent[] } }>(shop.baseUrl, token, 'GET', `/audit/orders/${orderId}`);
      const accepted = body.order.events.find((event) => event.type === 'OrderAcceptedForDelivery');
      expect(accepted?.metadata.role).toBe('delivery');
      await page.goto(`/audit/orders/${orderId}?at=${encodeURIComponent(accepted!.recordedAt)}`);
      await page.getByRole('heading', { name: /^State at / }).waitFor();
      const facts = page.getByRole('region', { name: /^State at / }).or(page.locator('section', { has: page.getByRole('heading', { name: /^State at / }) }));
      await facts.getByText('confirmed', { exact: true }).waitFor();
      await facts.getByText('pending', { exact: true }).waitFor();
      expect(await steps.filter({ hasText: '→ shipped' }).count()).toBe(0);
      await saveScreenshot(page, journey, '04-auditor-state-before-shipping');
    });
  });

  test('(d) a rider cannot open admin pages, and a customer neither the rider’s page nor the audit views', async () => {
    await asSomeone(async ({ page }) => {
      await logIn(page, demoDelivery, '/delivery/orders');
      for (const path of ['/admin/dashboard', '/admin/order-management', '/audit']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/');
      }
    });
    await asSomeone(async ({ page }) => {
      await logIn(page, demoCustomer, '/customer/dashboard');
      for (const path of ['/delivery/orders', '/audit', '/admin/user-management']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/');
      }
      await saveScreenshot(page, journey, '05-customer-sent-home');
    });
  });
});
