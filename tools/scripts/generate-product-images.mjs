#!/usr/bin/env node
// Writes one small SVG per seeded product to apps/api/assets/products/<slug>.svg (its Fluent Emoji Flat
// icon on its category's tint, chosen in product-pictures.mjs), a placeholder for products added without
// an image, one picture per shop category to apps/api/assets/categories/<category>.svg, and the 5 banner
// slides to apps/api/assets/banners/<path>.svg. The icon set is a devDependency read here only: the files
// are committed and the API never fetches or bundles icons. Run: node tools/scripts/generate-product-images.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { escapeXml as escape, pictureRules, pictureSvg, productSvg } from './product-pictures.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { seedCatalog } = await tsImport('./apps/api/src/catalog/seed/seed-catalog.data.ts', `${root}/`);
const { banners } = await tsImport('./apps/api/src/catalog/banners/banners.data.ts', `${root}/`);
const { shopCategories } = await tsImport('./libs/domain/src/catalog/shop-categories.ts', `${root}/`);

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

/** A category tile: the category's own icon (the one its products fall back to) on its tint. */
function categorySvg(category) {
  if (!pictureRules[category]) throw new Error(`no picture rules for the category ${category}`);
  return pictureSvg({ label: category, category, icon: pictureRules[category][0], size: 160 });
}

function writeFolder(folder, files) {
  const dir = path.join(root, 'apps/api/assets', folder);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir).filter((name) => name.endsWith('.svg'))) rmSync(path.join(dir, old));
  for (const [name, svg] of files) writeFileSync(path.join(dir, name), svg);
  return files.size;
}

const productFiles = new Map(seedCatalog.map((product) => [`${product.slug}.svg`, productSvg(product)]));
productFiles.set('placeholder.svg', pictureSvg({ label: 'Jhatpat', category: 'other', icon: 'shopping-bags' }));
const bannerFiles = new Map(banners.map((banner, index) => [`${banner.path}.svg`, bannerSvg(banner, index)]));
const categoryFiles = new Map(shopCategories.map((category) => [`${category}.svg`, categorySvg(category)]));
console.log(
  `product images: ${writeFolder('products', productFiles)}, category images: ${writeFolder('categories', categoryFiles)}, banner images: ${writeFolder('banners', bannerFiles)}`,
);
