import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeProblems, launchBrowser, openPage } from '../support/browser.js';
import { demoCustomer, logIn } from '../support/shopper.js';
import { startJourneyShop } from '../support/journey-shop.js';
import type { RunningShop } from '../support/start-shop.js';

// Issue 16 item 4 (docs/decisions.md#login-limits): a login sets the device cookie that exempts this
// browser from the delays untrusted clients face. The web app has no code for it: the browser keeps the
// HttpOnly cookie and sends it with its next login, and no script on the page can read it.
describe('the browser keeps the device cookie of a login and presents it at the next', () => {
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

  test('log in, forget the session, log in again: the second login carries the cookie', async () => {
    const { page, context, problems, close } = await openPage(browser, { baseUrl: shop.baseUrl });
    try {
      await logIn(page, demoCustomer, '/customer/dashboard');
      const [device] = (await context.cookies()).filter((cookie) => cookie.name === 'jhatpat_device');
      expect(device).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
      expect(device.value.startsWith(`${demoCustomer.phone}.`)).toBe(true);
      expect(await page.evaluate(() => document.cookie)).not.toContain('jhatpat_device');

      await page.evaluate(() => localStorage.clear());
      const secondLogin = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
      await logIn(page, demoCustomer, '/customer/dashboard');
      expect((await (await secondLogin).allHeaders()).cookie).toContain(`jhatpat_device=${device.value}`);
      expect(problems, describeProblems(problems)).toEqual([]);
    } finally {
      await close();
    }
  });
});
