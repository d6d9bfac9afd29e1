import { beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, saveScreenshot } from '../support/browser.js';
import { apiCall, apiLogin, demoAdmin, demoCustomer, logIn } from '../support/shopper.js';
import { shopWithPage } from '../support/shop-with-page.js';

const journey = 'no-xss';
// Each would set window.__xss if the page ran it instead of showing it.
const productName = '<img src=x onerror="window.__xss=1"> Paneer';
const building = '<script>window.__xss=1</script> Flat 9';

// Issue 10: script in a product's name or an address, saved through the API, is shown as text by
// the web app and never runs.
describe('hostile text saved through the API is shown, not run', () => {
  const scene = shopWithPage();
  let productId = '';

  beforeAll(async () => {
    const admin = await apiLogin(scene.shop.baseUrl, demoAdmin);
    const added = await apiCall<{ _id: string }>(scene.shop.baseUrl, admin, 'POST', '/products/add', { name: productName, price: 49, category: 'dairy' });
    expect(added.status).toBe(201);
    productId = added.body._id;
    const customer = await apiLogin(scene.shop.baseUrl, demoCustomer);
    const address = await apiCall(scene.shop.baseUrl, customer, 'POST', '/addresses', { addressType: 'Home', building, locality: 'Boring Road, Patna', contactName: '<b>Ravi</b>' });
    expect(address.status).toBe(201);
  });

  const xssRan = () => scene.opened.page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

  test('the product page and search show the name as text', async () => {
    const { page } = scene.opened;
    const response = await page.goto(`/product/${productId}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: productName }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.goto(`/search?q=${encodeURIComponent('Paneer')}`);
    await page.getByText(productName).first().waitFor();
    expect(await xssRan()).toBeUndefined();
    await saveScreenshot(page, journey, '01-product-name-as-text');
  });

  test("the customer's addresses show the building and name as text", async () => {
    const { page } = scene.opened;
    await logIn(page, demoCustomer, '/customer/dashboard');
    await page.goto('/customer/addresses');
    await page.getByText(building).first().waitFor();
    await page.getByText('<b>Ravi</b>').first().waitFor();
    expect(await page.locator('main b').count()).toBe(0);
    expect(await xssRan()).toBeUndefined();
    await saveScreenshot(page, journey, '02-address-as-text');
    expect(scene.opened.problems, describeProblems(scene.opened.problems)).toEqual([]);
  });
});
