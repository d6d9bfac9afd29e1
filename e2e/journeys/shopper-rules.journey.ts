import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, launchBrowser, openPage, saveScreenshot } from '../support/browser.js';
import { addFromHome, chooseLocation, demoCustomer, expectCartCount, headerCart, logIn } from '../support/shopper.js';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';

const journey = 'shopper-rules';

// Issue 8, journeys (c), (d) and (e): the shop's rules as a shopper meets them in the browser.
describe('the rules a shopper meets', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startJourneyShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** One fresh browser context per journey: its own storage, so journeys cannot lean on each other. */
  async function inFreshBrowser(run: (page: Page) => Promise<void>): Promise<void> {
    const opened = await openPage(browser, { baseUrl: shop.baseUrl });
    try {
      await run(opened.page);
      expect(opened.problems, describeProblems(opened.problems)).toEqual([]);
    } finally {
      await opened.close();
    }
  }

  test('(c) outside Patna the shop says it does not deliver, the cart is greyed out and says why', async () => {
    await inFreshBrowser(async (page) => {
      await page.goto('/');
      await addFromHome(page, 1);
      await chooseLocation(page, 'Gaya', 'OK');
      await page.getByRole('banner').getByText(/Gaya/).first().waitFor();
      const cart = headerCart(page);
      expect(await cart.getAttribute('data-serviceable')).toBe('false');
      await saveScreenshot(page, journey, '01-outside-patna');
      // Issue 19 item 1: the greyed button still opens the cart, which says why it cannot go on (no silent redirect).
      await cart.click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.getByText('We deliver only in Patna. Choose your delivery location to continue.').waitFor();
      // Its "Select Location" opens the header's panel; back in Patna, the cart goes on.
      await page.getByRole('main').getByRole('button', { name: 'Select Location' }).click();
      await page.getByRole('dialog', { name: 'Select your Location' }).waitFor();
      await page.keyboard.press('Escape');
      await chooseLocation(page, 'Rajendra Nagar', 'Great!');
      await page.getByRole('main').getByRole('button', { name: 'Proceed' }).waitFor();
      expect(await headerCart(page).getAttribute('data-serviceable')).toBe('true');
    });
  });

  test('(c) the not-delivering dialog says so in the words of the spec', async () => {
    await inFreshBrowser(async (page) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: /Delivery in 8 minutes/ }).click();
      const panel = page.getByRole('dialog', { name: 'Select your Location' });
      await panel.getByRole('searchbox', { name: 'Search for area, street name' }).or(panel.getByRole('textbox', { name: 'Search for area, street name' })).fill('Connaught Place');
      await panel.getByRole('region', { name: 'Search Results' }).getByRole('button').first().click();
      await page.getByText('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.').waitFor();
      await saveScreenshot(page, journey, '02-not-delivering-dialog');
      await page.getByRole('button', { name: 'OK', exact: true }).click();
    });
  });

  test('(d) a customer who opens /admin/dashboard is sent to the home page', async () => {
    await inFreshBrowser(async (page) => {
      await logIn(page, demoCustomer, '/customer/dashboard');
      await page.goto('/admin/dashboard');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      await saveScreenshot(page, journey, '03-customer-at-admin');
    });
  });

  test('(e) reloading every page of the way keeps the session and the cart', async () => {
    await inFreshBrowser(async (page) => {
      await logIn(page, demoCustomer, '/customer/dashboard');
      await chooseLocation(page, 'Boring Road', 'Great!');
      await addFromHome(page, 3);
      await expectCartCount(page, 3);
      const cartName = await headerCart(page).getAttribute('aria-label');
      for (const path of ['/customer/dashboard', '/cart', '/checkout', '/orders', '/customer/addresses', '/']) {
        await page.goto(path);
        await page.reload();
        expect(new URL(page.url()).pathname, `reload of ${path}`).toBe(path);
        await page.getByRole('banner').getByRole('button', { name: /Account/ }).waitFor();
        await expectCartCount(page, 3);
        expect(await headerCart(page).getAttribute('aria-label'), `cart after reloading ${path}`).toBe(cartName);
      }
      await saveScreenshot(page, journey, '04-reloaded');
    });
  });
});
