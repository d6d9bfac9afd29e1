import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium.js';
import { startShop } from './start-shop.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory each journey's shop starts from a copy of (journey-shop.ts); '' on PostgreSQL (E2E_DATABASE_URL). */
    shopDataTemplate: string;
    /** The run's Chromium, which each journey connects to (browser.ts launchBrowser; without this setup a journey launches its own). */
    browserEndpoint: string;
  }
}

// Every journey used to start its shop on an empty data directory: the embedded engine's initdb, the
// migrations and the demo seeding, 20 s of CPU a journey on this machine against 8 s for a shop opening a
// directory that holds them (docs/decisions.md#fast-tests-per-worker). The run makes that directory once,
// with a shop that starts on an empty one exactly as `npm start` does on a fresh machine, stops it, and
// each journey's shop opens a copy of it: a fresh shop's data, without making it fifteen times.
// Likewise one Chromium for the run, which each journey connects to and opens contexts of its own in
// (browser.ts launchBrowser), instead of fifteen launches.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('browserEndpoint', browser.wsEndpoint());
  if (process.env.E2E_DATABASE_URL) {
    project.provide('shopDataTemplate', '');
    return () => browser.close();
  }
  try {
    const shop = await startShop({ keepData: true });
    await shop.stop();
    project.provide('shopDataTemplate', shop.dataDir);
    // vitest runs what setup returns once the run is over.
    return async () => {
      await browser.close();
      await rm(shop.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
