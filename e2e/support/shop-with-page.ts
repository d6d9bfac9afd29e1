import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from './browser.js';
import { startJourneyShop } from './journey-shop.js';
import type { RunningShop } from './start-shop.js';

export interface ShopWithPage {
  shop: RunningShop;
  browser: Browser;
  /** One page for the whole journey: its steps run in order, each going on from the last. */
  opened: OpenedPage;
}

/**
 * For a journey file: starts the built shop (a fresh shop's database, copied: journey-shop.ts), Chromium
 * and one page before its steps, and stops them after. Call inside `describe`; the fields are there once the steps run.
 */
export function shopWithPage(): ShopWithPage {
  const journey = {} as ShopWithPage;
  beforeAll(async () => {
    journey.shop = await startJourneyShop();
    journey.browser = await launchBrowser();
    journey.opened = await openPage(journey.browser, { baseUrl: journey.shop.baseUrl });
  });
  afterAll(async () => {
    await journey.opened?.close();
    await journey.browser?.close();
    await journey.shop?.stop();
  });
  return journey;
}
