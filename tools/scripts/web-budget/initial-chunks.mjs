// Which JavaScript a shopper's browser must fetch before the storefront can start, and how heavy it is
// on the wire. Pure functions over Vite's manifest (build.manifest: true) and the built index.html, so
// the budget follows whatever the build is when it runs.
import { gzipSync } from 'node:zlib';

/** The unit of every size in the budget: 1 kB = 1000 bytes (Lighthouse's KiB are 1024). */
export const BYTES_PER_KB = 1000;

/**
 * The page's entry chunk plus every chunk it imports statically (Vite emits a modulepreload for each),
 * walked transitively. Dynamic imports (`import()`, React.lazy) are not followed: those load on demand.
 * Another HTML entry in the same build is another page, not the storefront's first load.
 * @param {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[]}>} manifest
 * @param {string} [page] the manifest key of the page's HTML, relative to the app's root
 * @returns {{key: string, file: string, src?: string, isEntry: boolean}[]} the entry first, then in import order
 */
export function findInitialChunks(manifest, page = 'index.html') {
  if (!manifest[page]?.isEntry) throw new Error(`the Vite manifest has no entry for ${page}`);
  const seen = new Set();
  const chunks = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest imports "${key}" but has no entry for it`);
    chunks.push({ key, file: chunk.file, src: chunk.src, isEntry: Boolean(chunk.isEntry) });
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(page);
  return chunks;
}

/**
 * The chunks a dynamic import of `src` fetches: its own and, transitively, what it imports statically, less
 * what is loaded already (`loaded`, files). Null when the manifest has no chunk for `src` (it is not lazy).
 * @param {Record<string, {file: string, src?: string, isDynamicEntry?: boolean, imports?: string[]}>} manifest
 * @param {string} src the module's path relative to the app's root, as the manifest keys it
 * @param {string[]} loaded
 */
export function findLazyChunksOf(manifest, src, loaded) {
  if (!manifest[src]?.isDynamicEntry) return null;
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || loaded.includes(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(src);
  return files;
}

/** The initial stylesheets of those chunks (not part of the JavaScript budget; reported beside it). */
export function findInitialCss(manifest, chunks) {
  return [...new Set(chunks.flatMap((chunk) => manifest[chunk.key].css ?? []))];
}

/**
 * The JavaScript files the built index.html itself loads: module scripts and modulepreload links,
 * as paths relative to the dist folder. Other origins (a CDN) are not ours to measure.
 * @param {string} html
 */
export function scriptsInHtml(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModuleScript = /^<script/i.test(tag) && /\btype\s*=\s*["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel\s*=\s*["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (!(isModuleScript || isPreload) || !url || /^(?:[a-z]+:)?\/\//i.test(url)) continue;
    files.push(url.replace(/^\.?\//, '').replace(/[?#].*$/, ''));
  }
  return files;
}

/** Bytes on the wire when a server compresses the file with gzip at its strongest level. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * One row per file (raw and gzip bytes) and the gzip total, heaviest file first.
 * @param {{file: string, bytes: Uint8Array}[]} files
 */
export function measureGzip(files) {
  const rows = files
    .map(({ file, bytes }) => ({ file, rawBytes: bytes.length, gzipBytes: gzipSize(bytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  return { rows, totalGzipBytes: rows.reduce((sum, row) => sum + row.gzipBytes, 0) };
}

/** 12345 → "12.35" (kB of 1000 bytes, two decimals). */
export function formatKb(bytes) {
  return (bytes / BYTES_PER_KB).toFixed(2);
}
