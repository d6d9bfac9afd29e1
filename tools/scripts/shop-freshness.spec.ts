// When the commands may run the built shop as it is, and when they must build it first.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shopFreshness, TOOLS_BUILT } from './shop-freshness.mjs';

let root = '';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));

function file(relative: string, minutes: number) {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, relative);
  utimesSync(target, at(minutes), at(minutes));
}

describe('shopFreshness', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-freshness-'));
    file('apps/api/src/main.ts', 0);
    file('libs/domain/src/index.ts', 1);
    file('package-lock.json', 0);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stale when nothing was built yet', () => {
    expect(shopFreshness(root)).toEqual({ fresh: false, reason: 'apps/api/dist/main.js is missing' });
  });

  it('is fresh when both builds are newer than every source', () => {
    file('apps/api/dist/main.js', 5);
    file('apps/web/dist/index.html', 4);
    file('stories/storybook-static/index.html', 4);
    expect(shopFreshness(root)).toEqual({ fresh: true, reason: 'nothing changed since the last build' });
  });

  it('is stale once a source in a shared library changes after the build', () => {
    file('apps/api/dist/main.js', 5);
    file('apps/web/dist/index.html', 4);
    file('stories/storybook-static/index.html', 4);
    file('libs/ui/src/button.tsx', 6);
    expect(shopFreshness(root).fresh).toBe(false);
  });

  it('ignores specs and build output inside the sources', () => {
    file('apps/api/dist/main.js', 5);
    file('apps/web/dist/index.html', 4);
    file('stories/storybook-static/index.html', 4);
    file('apps/api/src/cart/cart.spec.ts', 9);
    file('libs/domain/dist/index.js', 9);
    expect(shopFreshness(root).fresh).toBe(true);
  });

  it('counts a story as a source of the Storybook the shop serves, and asks the tools only for the API', () => {
    file('apps/api/dist/main.js', 5);
    file('apps/web/dist/index.html', 4);
    file('stories/storybook-static/index.html', 4);
    expect(shopFreshness(root).fresh).toBe(true);
    file('libs/ui/src/button.stories.tsx', 9);
    expect(shopFreshness(root).fresh).toBe(false);
    file('apps/api/dist/main.js', 10);
    // The tools run from their bundles (docs/decisions.md#bundled-tools): built with the API, or stale.
    expect(shopFreshness(root, TOOLS_BUILT)).toEqual({ fresh: false, reason: 'apps/api/dist/tools/rebuild.js is missing' });
    for (const tool of ['rebuild', 'audit', 'user-create']) file(`apps/api/dist/tools/${tool}.js`, 10);
    expect(shopFreshness(root, TOOLS_BUILT).fresh).toBe(true);
  });

  it('is stale after packages are installed again', () => {
    file('apps/api/dist/main.js', 5);
    file('apps/web/dist/index.html', 4);
    file('stories/storybook-static/index.html', 4);
    file('node_modules/.package-lock.json', 7);
    expect(shopFreshness(root).fresh).toBe(false);
  });
});
