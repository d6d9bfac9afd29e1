#!/usr/bin/env node
// Writes one small SVG per seeded product to apps/api/assets/products/<slug>.svg, a placeholder for
// products added without an image, and the 5 banner slides to apps/api/assets/banners/<path>.svg.
// No network and no web fonts: system sans-serif only. Run: node tools/scripts/generate-product-images.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { seedCatalog } = await tsImport('./apps/api/src/catalog/seed/seed-catalog.data.ts', `${root}/`);
const { banners } = await tsImport('./apps/api/src/catalog/banners/banners.data.ts', `${root}/`);

// Background tint and accent per category: the shelf reads at a glance.
const palette = {
  fruits: ['#fff1e0', '#f28c28'], vegetables: ['#e9f7e4', '#3f9a3a'], dairy: ['#eaf3fc', '#2f77c6'],
  bakery: ['#fbefe1', '#b86b2b'], beverages: ['#fde8ea', '#d33b4a'], snacks: ['#fff6d9', '#d99a00'],
  meat: ['#fce8e6', '#b8322a'], seafood: ['#e3f4f7', '#1c8aa0'], frozen: ['#e8f1fb', '#4a8fd6'],
  canned: ['#eef0f3', '#5b6675'], spices: ['#fdebe0', '#c8541c'], condiments: ['#fdeeee', '#c2413b'],
  grains: ['#f8f1df', '#a97c1e'], pasta: ['#fff4da', '#d18b00'], oils: ['#fbf6d9', '#b59a06'],
  cereals: ['#fdf1e3', '#c97a2a'], tea: ['#eef5e6', '#5d8a2e'], coffee: ['#f3ebe4', '#6f4a32'],
  sweets: ['#fdeaf3', '#c4457f'], nuts: ['#f6eee4', '#8d6238'], 'puja-essentials': ['#fff0dc', '#e2711d'],
  'paan-corner': ['#e6f5ea', '#2e8b57'],
};
const fresh = new Set(['fruits', 'vegetables', 'meat', 'seafood']);
const bottled = new Set(['beverages', 'oils', 'condiments']);

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The name without its bracketed aside, wrapped to at most 3 lines of about 14 characters. */
function lines(name, width = 14, max = 3) {
  const words = name.replace(/\s*\(.*?\)\s*/g, ' ').trim().split(/\s+/);
  const out = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > max) out.splice(max - 1, out.length, `${out[max - 1]}…`);
  return out;
}

function shape(category, accent) {
  if (fresh.has(category)) {
    return `<circle cx="120" cy="92" r="52" fill="${accent}" opacity=".9"/><path d="M120 40c6-14 18-20 30-20-4 12-14 20-30 20z" fill="#3f9a3a"/>`;
  }
  if (bottled.has(category)) {
    return `<path d="M108 28h24v18c14 8 20 18 20 32v64a8 8 0 0 1-8 8h-48a8 8 0 0 1-8-8V78c0-14 6-24 20-32z" fill="${accent}"/><rect x="96" y="86" width="48" height="30" rx="4" fill="#fff" opacity=".85"/>`;
  }
  return `<rect x="72" y="36" width="96" height="112" rx="12" fill="${accent}"/><rect x="72" y="36" width="96" height="22" rx="12" fill="#000" opacity=".12"/><rect x="86" y="80" width="68" height="36" rx="6" fill="#fff" opacity=".85"/>`;
}

function productSvg({ name, weight, category }) {
  const [tint, accent] = palette[category] ?? ['#f1f3f5', '#6b7280'];
  const text = lines(name)
    .map((line, i) => `<text x="120" y="${180 + i * 19}">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escape(name)} ${escape(weight)}">` +
    `<rect width="240" height="240" rx="24" fill="${tint}"/>${shape(category, accent)}` +
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" text-anchor="middle" fill="#1f2933" font-size="16" font-weight="600">${text}</g>` +
    `<text x="120" y="${fresh.has(category) ? 100 : 104}" font-family="system-ui,sans-serif" font-size="13" text-anchor="middle" fill="#1f2933" font-weight="700">${escape(weight)}</text></svg>\n`;
}

function bannerSvg({ title, subtitle, path: slidePath }, index) {
  const colours = [['#ff7a00', '#ffd166'], ['#1e8a4c', '#9be3b5'], ['#c4264b', '#ffb3c1'], ['#f28c28', '#ffe08a'], ['#7a4b1e', '#f3d39b']][index % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escape(title)}">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" rx="32" fill="url(#g)"/><circle cx="1020" cy="200" r="150" fill="#fff" opacity=".18"/><circle cx="1080" cy="120" r="70" fill="#fff" opacity=".2"/>` +
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" fill="#fff"><text x="80" y="190" font-size="72" font-weight="800">${escape(title)}</text>` +
    `<text x="80" y="250" font-size="32" opacity=".95">${escape(subtitle)}</text><text x="80" y="320" font-size="26" font-weight="700">Shop now › /${escape(slidePath)}</text></g></svg>\n`;
}

function writeFolder(folder, files) {
  const dir = path.join(root, 'apps/api/assets', folder);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir).filter((name) => name.endsWith('.svg'))) rmSync(path.join(dir, old));
  for (const [name, svg] of files) writeFileSync(path.join(dir, name), svg);
  return files.size;
}

const productFiles = new Map(seedCatalog.map((product) => [`${product.slug}.svg`, productSvg(product)]));
productFiles.set('placeholder.svg', productSvg({ name: 'Jhatpat', weight: '1 pc', category: 'other' }));
const bannerFiles = new Map(banners.map((banner, index) => [`${banner.path}.svg`, bannerSvg(banner, index)]));
console.log(`product images: ${writeFolder('products', productFiles)}, banner images: ${writeFolder('banners', bannerFiles)}`);
