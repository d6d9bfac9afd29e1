#!/usr/bin/env node
// Writes one small SVG per seeded product to apps/api/assets/products/<slug>.svg, a placeholder for
// products added without an image, one picture per shop category to apps/api/assets/categories/
// <category>.svg, and the 5 banner slides to apps/api/assets/banners/<path>.svg.
// No network and no web fonts: system sans-serif only. Run: node tools/scripts/generate-product-images.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { seedCatalog } = await tsImport('./apps/api/src/catalog/seed/seed-catalog.data.ts', `${root}/`);
const { banners } = await tsImport('./apps/api/src/catalog/banners/banners.data.ts', `${root}/`);
const { shopCategories } = await tsImport('./libs/domain/src/catalog/shop-categories.ts', `${root}/`);

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

// 12:5, large type: on a 360 px phone the slide is about 140 px tall and the subtitle still reads at ~13 px.
function bannerSvg({ title, subtitle }, index) {
  const colours = [['#ff7a00', '#ffd166'], ['#1e8a4c', '#9be3b5'], ['#c4264b', '#ffb3c1'], ['#f28c28', '#ffe08a'], ['#7a4b1e', '#f3d39b']][index % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 400" width="960" height="400" role="img" aria-label="${escape(title)}">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="960" height="400" rx="32" fill="url(#g)"/><circle cx="840" cy="220" r="140" fill="#fff" opacity=".18"/><circle cx="890" cy="110" r="64" fill="#fff" opacity=".2"/>` +
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" fill="#fff"><text x="56" y="170" font-size="84" font-weight="800">${escape(title)}</text>` +
    `<text x="56" y="240" font-size="36" opacity=".95">${escape(subtitle)}</text>` +
    `<g transform="translate(56 290)"><rect width="212" height="64" rx="32" fill="#fff" opacity=".95"/><text x="106" y="43" font-size="30" font-weight="700" text-anchor="middle" fill="${colours[0]}">Shop now ›</text></g></g></svg>\n`;
}

// One drawing per shop category (docs/product.md §2's 20): what a shopper looks for on the shelf, in the
// category's own colours. a = accent, w = white, d = a darker shade drawn with the accent at low opacity.
const categoryArt = {
  fruits: (a) => `<circle cx="80" cy="92" r="40" fill="${a}"/><path d="M80 54c2-14 12-22 26-22-2 14-12 22-26 22z" fill="#3f9a3a"/><path d="M80 56v-12" stroke="#6b4423" stroke-width="5" stroke-linecap="round"/>`,
  vegetables: (a) => `<path d="M56 52l62 34-50 46c-8 6-20-4-14-14z" fill="#f07f1e"/><path d="M112 82c10-14 24-20 34-18-6 10-16 18-30 22M108 76c2-16 10-28 20-32 0 12-6 24-18 34" fill="${a}"/>`,
  dairy: (a) => `<path d="M60 60l10-22h24l10 22v78H60z" fill="${a}"/><path d="M60 60h44v20H60z" fill="#fff" opacity=".85"/><rect x="68" y="92" width="28" height="28" rx="4" fill="#fff" opacity=".85"/>`,
  bakery: (a) => `<path d="M36 96c0-26 20-40 44-40s44 14 44 40v30H36z" fill="${a}"/><path d="M56 78l10 14M78 72l8 16M100 78l6 14" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
  beverages: (a) => `<path d="M70 30h20v18c12 8 16 18 16 30v56a6 6 0 0 1-6 6H60a6 6 0 0 1-6-6V78c0-12 4-22 16-30z" fill="${a}"/><rect x="58" y="88" width="44" height="26" rx="4" fill="#fff" opacity=".85"/><rect x="68" y="24" width="24" height="10" rx="3" fill="#333" opacity=".6"/>`,
  snacks: (a) => `<path d="M48 38h64l-6 16 6 16-6 16 6 16-6 16 6 16H48l6-16-6-16 6-16-6-16 6-16z" fill="${a}"/><ellipse cx="80" cy="86" rx="18" ry="12" fill="#fff" opacity=".85"/>`,
  meat: (a) => `<path d="M96 46c22 4 30 30 16 46-10 12-28 14-40 6l-20 20c2 8-6 14-12 8s0-14 8-12l20-20c-8-12-4-30 8-40 6-6 14-9 20-8z" fill="${a}"/><circle cx="94" cy="70" r="8" fill="#fff" opacity=".4"/>`,
  seafood: (a) => `<path d="M36 80c14-22 40-30 62-20l26-16-6 36 6 36-26-16c-22 10-48 2-62-20z" fill="${a}"/><circle cx="58" cy="76" r="5" fill="#fff"/>`,
  frozen: (a) => `<g stroke="${a}" stroke-width="8" stroke-linecap="round"><path d="M80 34v92M40 57l80 46M40 103l80-46"/><path d="M68 40l12 12 12-12M68 120l12-12 12 12" fill="none" stroke-width="6"/></g>`,
  canned: (a) => `<rect x="50" y="42" width="60" height="84" rx="10" fill="${a}"/><ellipse cx="80" cy="44" rx="30" ry="8" fill="#000" opacity=".15"/><rect x="50" y="68" width="60" height="32" fill="#fff" opacity=".85"/>`,
  spices: (a) => `<path d="M58 50c-10 30 4 64 34 80 8 4 14-4 10-10-18-22-24-44-20-68z" fill="${a}"/><path d="M84 52c4-12 14-18 24-16-2 8-10 14-20 16" fill="#3f9a3a"/>`,
  condiments: (a) => `<path d="M70 24h20v16h-20z" fill="#333" opacity=".6"/><path d="M66 40h28l6 20v70a6 6 0 0 1-6 6H66a6 6 0 0 1-6-6V60z" fill="${a}"/><rect x="64" y="80" width="32" height="26" rx="4" fill="#fff" opacity=".85"/>`,
  grains: (a) => `<path d="M50 60c0-14 14-22 30-22s30 8 30 22l8 62a10 10 0 0 1-10 10H52a10 10 0 0 1-10-10z" fill="${a}"/><path d="M62 50h36" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/><ellipse cx="80" cy="94" rx="16" ry="10" fill="#fff" opacity=".8"/>`,
  pasta: (a) => `<path d="M36 88h88c0 24-20 40-44 40s-44-16-44-40z" fill="${a}"/><path d="M50 86c4-18 12-26 20-14s14 4 18-8 14-8 18 4 8 14 10 18" fill="none" stroke="#f2c14e" stroke-width="6" stroke-linecap="round"/>`,
  oils: (a) => `<path d="M70 26h20v14l10 14v76a8 8 0 0 1-8 8H68a8 8 0 0 1-8-8V54l10-14z" fill="${a}"/><path d="M80 74c-8 12-10 18-10 22a10 10 0 0 0 20 0c0-4-2-10-10-22z" fill="#fff" opacity=".85"/>`,
  cereals: (a) => `<path d="M34 80h92c0 28-20 46-46 46S34 108 34 80z" fill="${a}"/><g fill="#f2c14e"><circle cx="58" cy="74" r="8"/><circle cx="76" cy="70" r="8"/><circle cx="94" cy="74" r="8"/><circle cx="110" cy="76" r="6"/></g>`,
  tea: (a) => `<path d="M44 64h64v34c0 18-14 30-32 30S44 116 44 98z" fill="${a}"/><path d="M108 74h8a12 12 0 0 1 0 24h-8" fill="none" stroke="${a}" stroke-width="7"/><path d="M70 58c-4-10 0-20 10-24 4 10 0 20-10 24z" fill="#3f9a3a"/>`,
  coffee: (a) => `<path d="M44 58h64l-6 66a8 8 0 0 1-8 8H58a8 8 0 0 1-8-8z" fill="${a}"/><path d="M108 70h6a12 12 0 0 1 0 24h-8" fill="none" stroke="${a}" stroke-width="7"/><path d="M66 30c-6 8 6 12 0 20M82 28c-6 8 6 12 0 20" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
  sweets: (a) => `<circle cx="60" cy="96" r="22" fill="${a}"/><circle cx="100" cy="96" r="22" fill="${a}" opacity=".85"/><circle cx="80" cy="62" r="22" fill="${a}" opacity=".7"/><g fill="#fff" opacity=".7"><circle cx="54" cy="90" r="3"/><circle cx="96" cy="92" r="3"/><circle cx="78" cy="56" r="3"/></g>`,
  nuts: (a) => `<path d="M66 40c22 0 34 30 24 60-6 18-18 28-28 28s-16-14-14-34c2-30 6-54 18-54z" fill="${a}"/><path d="M104 60c14 6 20 26 12 44-6 12-14 16-20 14s-8-12-4-26c4-20 6-34 12-32z" fill="${a}" opacity=".75"/>`,
};

function categorySvg(category) {
  const [tint, accent] = palette[category] ?? ['#f1f3f5', '#6b7280'];
  const art = categoryArt[category];
  if (!art) throw new Error(`no drawing for the category ${category}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escape(category)}"><rect width="160" height="160" rx="24" fill="${tint}"/>${art(accent)}</svg>\n`;
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
const categoryFiles = new Map(shopCategories.map((category) => [`${category}.svg`, categorySvg(category)]));
console.log(
  `product images: ${writeFolder('products', productFiles)}, category images: ${writeFolder('categories', categoryFiles)}, banner images: ${writeFolder('banners', bannerFiles)}`,
);
