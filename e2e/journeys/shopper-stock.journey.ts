import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOW_STOCK_AT } from '@jhatpat/domain';
import { describeProblems, launchBrowser, openPage, type OpenedPage, saveScreenshot } from '../support/browser.js';
import { apiCall, apiLogin, chooseLocation, demoAdmin, demoCustomer, headerCart, logIn } from '../support/shopper.js';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';

const journey = 'shopper-stock';

interface ShelfProduct {
  _id: string;
  name: string;
  category: string;
  available: number;
}

// Issue 18 item 6: a shopper meets an out-of-stock item (a tile with no ADD), fills the cart up to what is
// left of a low one (the stepper stops there), and, while the cart is open, the dark store writes the rest
// off: the line is flagged live, Proceed waits, and one tap on the fix lets the shopper go on.
describe('a shopper meets stock that runs out', () => {
  let shop: RunningShop;
  let browser: Browser;
  let customer: OpenedPage;
  let adminToken = '';
  let products: ShelfProduct[] = [];

  beforeAll(async () => {
    shop = await startJourneyShop();
    browser = await launchBrowser();
    customer = await openPage(browser, { baseUrl: shop.baseUrl });
    adminToken = await apiLogin(shop.baseUrl, demoAdmin);
    products = (await apiCall<ShelfProduct[]>(shop.baseUrl, null, 'GET', '/products')).body;
  });
  afterAll(async () => {
    await customer?.close();
    await browser?.close();
    await shop?.stop();
  });

  test('a sold-out product shows "Out of stock" on its tile and page, with nothing to add', async () => {
    const soldOut = products.find((product) => product.available === 0);
    expect(soldOut, 'the seeded catalog has a sold-out product').toBeDefined();
    const { page } = customer;
    await logIn(page, demoCustomer, '/customer/dashboard');
    await page.goto(`/c/${soldOut!.category}`);
    const tile = page.getByRole('article', { name: soldOut!.name, exact: true });
    await tile.getByText('Out of stock').waitFor();
    expect(await tile.getByRole('button', { name: `ADD ${soldOut!.name}` }).count()).toBe(0);
    await saveScreenshot(page, journey, '1-out-of-stock-tile');
    await page.goto(`/product/${soldOut!._id}`);
    await page.getByRole('heading', { level: 1, name: soldOut!.name }).waitFor();
    await page.getByText('Out of stock').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
  });

  test('the stepper stops at what is left of a low product, and the cart flags it live when the rest is written off', async () => {
    const low = products.find((product) => product.available >= 2 && product.available <= LOW_STOCK_AT);
    expect(low, 'the seeded catalog has a product running low').toBeDefined();
    const { page, problems } = customer;
    await page.goto(`/product/${low!._id}`);
    await page.getByText(`Only ${low!.available} left`).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const stepper = page.getByRole('group', { name: `Quantity of ${low!.name}` });
    const plus = stepper.getByRole('button', { name: `Add one ${low!.name}` });
    for (let quantity = 1; quantity < low!.available; quantity++) {
      await expect.poll(() => plus.getAttribute('aria-disabled')).toBeNull();
      await plus.click();
      await stepper.getByText(String(quantity + 1), { exact: true }).waitFor();
    }
    await expect.poll(() => plus.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => stepper.getAttribute('aria-busy')).toBeNull();
    await saveScreenshot(page, journey, '2-stepper-at-limit');

    // The cart opens for a Patna location (docs/product.md §2), through the header as a shopper would.
    await chooseLocation(page, 'Boring Road', 'Great!');
    await headerCart(page).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const line = page.getByRole('listitem', { name: low!.name });
    await line.waitFor();
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect.poll(() => proceed.isEnabled()).toBe(true);

    // The dark store counts the shelf and writes the rest off; the open cart hears it on /stock.
    const counted = await apiCall(shop.baseUrl, adminToken, 'POST', `/admin/inventory/${low!._id}/adjust`, { change: -(low!.available - 1), reason: 'count', note: 'Shelf recount' });
    expect(counted.status).toBeLessThan(300);
    await line.getByText('Only 1 left').waitFor();
    await expect.poll(() => proceed.isEnabled()).toBe(false);
    await saveScreenshot(page, journey, '3-line-flagged-live');
    await line.getByRole('button', { name: `Reduce to 1: ${low!.name}` }).click();
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await line.getByRole('group', { name: `Quantity of ${low!.name}` }).getByText('1', { exact: true }).waitFor();
    await saveScreenshot(page, journey, '4-fixed');
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  // A guest's cart lives in browser storage; it must flag a line that lost stock while the shopper was away,
  // as a customer's does (the /stock watch only tells what changes once the cart is open).
  test("a guest's cart flags a line that lost stock before it was opened, with its fix", async () => {
    const product = products.find((p) => p.available >= 5 && p.available > LOW_STOCK_AT)!;
    const guest = await openPage(browser, { baseUrl: shop.baseUrl });
    try {
      const { page, problems } = guest;
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const stepper = page.getByRole('group', { name: `Quantity of ${product.name}` });
      await stepper.getByRole('button', { name: `Add one ${product.name}` }).click();
      await stepper.getByText('2', { exact: true }).waitFor();
      // The dark store counts the shelf down to one while the guest is not looking at the cart.
      const counted = await apiCall(shop.baseUrl, adminToken, 'POST', `/admin/inventory/${product._id}/adjust`, { change: -(product.available - 1), reason: 'count', note: 'Shelf recount' });
      expect(counted.status).toBeLessThan(300);
      await page.goto('/cart');
      const line = page.getByRole('listitem', { name: product.name });
      await line.getByText('Only 1 left').waitFor();
      await saveScreenshot(page, journey, '5-guest-line-flagged');
      await line.getByRole('button', { name: `Reduce to 1: ${product.name}` }).click();
      await line.getByRole('group', { name: `Quantity of ${product.name}` }).getByText('1', { exact: true }).waitFor();
      expect(await line.getByRole('button', { name: /^Reduce to/ }).count()).toBe(0);
      expect(problems, describeProblems(problems)).toEqual([]);
    } finally {
      await guest.close();
    }
  });
});
