import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from './chromium.js';
import { repoRoot } from './start-shop.js';

/** Where saveScreenshot writes (gitignored): e2e/screenshots/<journey>/<step>.png */
export const screenshotsDir = join(repoRoot, 'e2e/screenshots');

/** A phone-sized viewport: the shop is used mostly on phones. */
export const phoneViewport = { width: 390, height: 844 } as const;
export const desktopViewport = { width: 1280, height: 800 } as const;

/**
 * A journey's browser: a connection to the run's Chromium (e2e/support/global-setup.ts) when the run has one,
 * else a Chromium of its own. Each journey opens its pages in contexts of its own (openPage), so it shares no
 * cookie, storage or cache with another; closing a connected browser closes those contexts and disconnects.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions);
}

export interface BrowserProblem {
  kind: 'console.error' | 'pageerror' | 'requestfailed';
  text: string;
  url?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught page errors and failed requests seen since the page was opened. */
  problems: BrowserProblem[];
  close(): Promise<void>;
}

export interface OpenPageOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
}

/**
 * Opens a page in a fresh browser context (own cookies and storage) with a fixed viewport and
 * locale, and starts collecting browser-side problems so a journey can assert there were none.
 */
export async function openPage(browser: Browser, options: OpenPageOptions): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: options.viewport ?? phoneViewport,
    deviceScaleFactor: 1,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(20_000);

  const problems: BrowserProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.stack ?? error.message }));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // Navigating away aborts in-flight requests; that is not a defect of the page.
    if (failure === 'net::ERR_ABORTED') return;
    problems.push({ kind: 'requestfailed', text: `${request.method()} ${failure}`, url: request.url() });
  });

  return { page, context, problems, close: () => context.close() };
}

/** Renders collected problems readably, for an assertion message. */
export function describeProblems(problems: BrowserProblem[]): string {
  return problems.map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n');
}

/**
 * Saves a full-page PNG to e2e/screenshots/<journey>/<step>.png for a reviewer to open, and
 * returns the path written.
 */
export async function saveScreenshot(page: Page, journeyName: string, step: string): Promise<string> {
  const dir = join(screenshotsDir, safeName(journeyName));
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${safeName(step)}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

function safeName(name: string): string {
  const cleaned = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!cleaned) throw new Error(`Not a usable screenshot name: "${name}"`);
  return cleaned;
}
