// The budget's arithmetic, first on hand-written manifests for the graph's corner cases, then on a
// real Vite build of a small two-page app with a lazy admin panel, so a change in Vite's manifest or
// HTML output shows up here rather than as a budget that quietly measures nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInitialChunks, findInitialCss, findLazyChunksOf, formatKb, gzipSize, measureGzip, scriptsInHtml } from './initial-chunks.mjs';
import { findLazyFeatureLeaks, findLazyPackageLeaks, readChunkModules } from './lazy-features.mjs';

describe('findInitialChunks', () => {
  it('follows static imports transitively, once each, and never dynamic imports', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/admin.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      '_ui.js': { file: 'assets/ui.js', imports: ['_react.js', '_icons.js'] },
      '_icons.js': { file: 'assets/icons.js', imports: ['_ui.js'] },
      'src/admin.tsx': { file: 'assets/admin.js', src: 'src/admin.tsx', isDynamicEntry: true, imports: ['_charts.js'] },
      '_charts.js': { file: 'assets/charts.js' },
    };
    expect(findInitialChunks(manifest).map((c) => c.file)).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js', 'assets/icons.js']);
    expect(findInitialChunks(manifest)[0]).toMatchObject({ key: 'index.html', isEntry: true });
  });

  it('counts only the storefront page, not another HTML entry', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'admin.html': { file: 'assets/admin.js', isEntry: true },
    };
    expect(findInitialChunks(manifest).map((c) => c.file)).toEqual(['assets/index.js']);
  });

  it('refuses a manifest without the page or with a dangling import', () => {
    expect(() => findInitialChunks({ 'src/a.ts': { file: 'a.js', isDynamicEntry: true } })).toThrow(/no entry for index\.html/);
    expect(() => findInitialChunks({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(/"_gone\.js"/);
  });

  it('adds a lazy module\'s chunks, less what the first load has, for the budget with Hindi on', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shop.js'], dynamicImports: ['src/hindi.ts'] },
      '_shop.js': { file: 'assets/shop.js' },
      'src/hindi.ts': { file: 'assets/hindi.js', src: 'src/hindi.ts', isDynamicEntry: true, imports: ['_shop.js', '_labels.js'] },
      '_labels.js': { file: 'assets/labels.js', imports: ['_shop.js'] },
    };
    const loaded = findInitialChunks(manifest).map((c) => c.file);
    expect(findLazyChunksOf(manifest, 'src/hindi.ts', loaded)).toEqual(['assets/hindi.js', 'assets/labels.js']);
    // Bundled into the first load (not its own dynamic import): not lazy, so the budget says so.
    expect(findLazyChunksOf(manifest, 'src/shop.ts', loaded)).toBeNull();
  });

  it('collects the initial stylesheets once', () => {
    const manifest = { 'index.html': { file: 'i.js', isEntry: true, imports: ['_a.js'], css: ['a.css'] }, '_a.js': { file: 'a.js', css: ['a.css', 'b.css'] } };
    expect(findInitialCss(manifest, findInitialChunks(manifest))).toEqual(['a.css', 'b.css']);
  });
});

describe('scriptsInHtml', () => {
  it('finds module scripts and modulepreloads, not other links, scripts or other origins', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js?v=1">
      <link rel="stylesheet" href="/assets/index.css"><link rel="icon" href="/favicon.svg">
      <script src="/legacy.js"></script><script type="module" src="https://cdn.example/x.js"></script>
      <link rel=modulepreload href="./assets/c3.js">`;
    expect(scriptsInHtml(html)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js', 'assets/c3.js']);
  });
});

describe('gzip sizes', () => {
  const text = Buffer.from('export const price = (paise) => `₹${paise / 100}`;\n'.repeat(200));

  it('are the bytes of a real level-9 gzip stream of the file', () => {
    const size = gzipSize(text);
    expect(size).toBeLessThan(text.length / 20);
    expect(size).toBeLessThanOrEqual(gzipSync(text, { level: 1 }).length);
    expect(gunzipSync(gzipSync(text, { level: 9 })).equals(text)).toBe(true);
  });

  it('sum per file, heaviest first, in kB of 1000 bytes', () => {
    const random = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));
    const { rows, totalGzipBytes } = measureGzip([{ file: 'small.js', bytes: text }, { file: 'big.js', bytes: random }]);
    expect(rows.map((r) => r.file)).toEqual(['big.js', 'small.js']);
    expect(rows[0].rawBytes).toBe(3000);
    expect(totalGzipBytes).toBe(gzipSize(text) + gzipSize(random));
    expect(formatKb(170_000)).toBe('170.00');
    expect(formatKb(1536)).toBe('1.54');
  });
});

describe('a real Vite build', () => {
  let dir: string;
  const files = {
    'index.html': '<!doctype html><html><body><button>Admin</button><script type="module" src="/src/main.js"></script></body></html>',
    'other.html': '<!doctype html><html><body><script type="module" src="/src/other.js"></script></body></html>',
    'src/shared/price.js': 'export const price = (paise) => `₹${(paise / 100).toFixed(2)}`;\n',
    'src/other.js': "import { price } from './shared/price.js';\nconsole.log(price(700));\n",
    'src/features/admin/admin-panel.js':
      "import { price } from '../../shared/price.js';\nexport function open() { document.title = 'Admin ' + price(1); }\n",
  };
  const lazyMain = "import { price } from './shared/price.js';\ndocument.body.append(price(500));\ndocument.querySelector('button').onclick = () => import('./features/admin/admin-panel.js').then((m) => m.open());\n";
  const eagerMain = "import { price } from './shared/price.js';\nimport { open } from './features/admin/admin-panel.js';\ndocument.body.append(price(500));\nopen();\n";

  async function buildApp(name: string, main: string) {
    const root = path.join(dir, name);
    for (const [file, text] of Object.entries({ ...files, 'src/main.js': main })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const input = { index: path.join(root, 'index.html'), other: path.join(root, 'other.html') };
    await build({ root, configFile: false, logLevel: 'silent', build: { manifest: true, sourcemap: true, rollupOptions: { input } } });
    const dist = path.join(root, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    const chunks = findInitialChunks(manifest).map((c) => ({ file: c.file, modules: readChunkModules(dist, c.file) ?? [] }));
    return { root, dist, manifest, chunks, html: readFileSync(path.join(dist, 'index.html'), 'utf8') };
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the entry and the shared chunk it preloads, not the lazy panel or the other page', async () => {
    const app = await buildApp('lazy', lazyMain);
    const files = app.chunks.map((c) => c.file);
    expect(files).toHaveLength(2);
    expect(new Set(scriptsInHtml(app.html))).toEqual(new Set(files));
    const lazyPanel = app.manifest['src/features/admin/admin-panel.js'];
    expect(lazyPanel.isDynamicEntry).toBe(true);
    expect(files).not.toContain(lazyPanel.file);
    expect(files).not.toContain(app.manifest['other.html'].file);
    expect(findLazyFeatureLeaks(app.chunks, app.root)).toEqual([]);
    const modules = app.chunks.flatMap((c) => c.modules.map((m) => path.relative(app.root, m)));
    expect(modules).toEqual(expect.arrayContaining(['src/main.js', 'src/shared/price.js']));
  });

  it('finds admin code bundled into an initial chunk when it is imported statically', async () => {
    const app = await buildApp('eager', eagerMain);
    expect(app.manifest['src/features/admin/admin-panel.js']).toBeUndefined();
    expect(findLazyFeatureLeaks(app.chunks, app.root)).toEqual([
      { file: app.manifest['index.html'].file, module: 'src/features/admin/admin-panel.js' },
    ]);
    expect(findLazyFeatureLeaks(app.chunks, app.root, ['src/features/delivery'])).toEqual([]);
    expect(readChunkModules(app.dist, 'assets/no-such-chunk.js')).toBeNull();
  });
});

describe('findLazyPackageLeaks', () => {
  it("names zod's modules in an initial chunk, and no package whose name only starts the same", () => {
    const chunks = [
      { file: 'assets/shop.js', modules: ['/repo/libs/domain/src/contracts/money.ts', '/repo/node_modules/zod/v4/mini/schemas.js', '/repo/node_modules/zodiac/index.js'] },
      { file: 'assets/framework.js', modules: ['/repo/node_modules/react/index.js'] },
    ];
    expect(findLazyPackageLeaks(chunks)).toEqual([{ file: 'assets/shop.js', module: 'zod/v4/mini/schemas.js' }]);
    expect(findLazyPackageLeaks(chunks, ['react'])).toEqual([{ file: 'assets/framework.js', module: 'react/index.js' }]);
    expect(findLazyPackageLeaks([{ file: 'assets/shop.js', modules: ['/repo/libs/domain/src/contracts/money.ts'] }])).toEqual([]);
  });
});
