import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeProblems, saveScreenshot } from '../support/browser.js';
import { shopWithPage } from '../support/shop-with-page.js';

const journey = 'shopper-hindi';

// Issue 19 "हिन्दी" on a phone (the journeys' 390 px viewport): the header's switch turns the storefront to Hindi,
// the built shop fetches the dictionary's chunk, a reload keeps the choice, and English comes back. The Hindi
// texts are written out here, not imported, so the journey checks the page against what a shopper reads.
describe('shopper in Hindi journey', () => {
  const scene = shopWithPage();

  const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

  test('switches to हिन्दी from the header, keeps it across a reload and a shelf, and back to English', async () => {
    const { page, problems } = scene.opened;
    await page.goto('/');
    const header = page.getByRole('banner');
    await page.getByRole('heading', { name: 'Shop by category', exact: true }).waitFor();
    expect(await lang(page)).toBe('en');

    await header.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await page.getByRole('heading', { name: 'श्रेणी से ख़रीदें', exact: true }).waitFor();
    await page.getByRole('link', { name: 'डेयरी', exact: true }).waitFor();
    await header.getByRole('link', { name: 'लॉग इन', exact: true }).waitFor();
    expect(await header.getByRole('button', { name: 'हिन्दी', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await lang(page)).toBe('hi');
    await saveScreenshot(page, journey, '01-home-hindi');

    await page.reload();
    await page.getByRole('heading', { name: 'श्रेणी से ख़रीदें', exact: true }).waitFor();
    expect(await lang(page)).toBe('hi');

    await page.getByRole('link', { name: 'डेयरी', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dairy');
    await page.getByRole('heading', { name: 'डेयरी', exact: true, level: 1 }).waitFor();
    // Prices keep Indian grouping and Latin digits; the tiles' words are Hindi.
    await page.getByRole('button', { name: /जोड़ें$/ }).first().waitFor();
    expect(await page.locator('body').innerText()).toMatch(/₹\d/);
    await saveScreenshot(page, journey, '02-dairy-hindi');

    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Dairy', exact: true, level: 1 }).waitFor();
    expect(await lang(page)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Dairy', exact: true, level: 1 }).waitFor();
    expect(problems, `browser problems:\n${describeProblems(problems)}`).toEqual([]);
  });
});
