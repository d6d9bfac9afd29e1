// Issue 19: product pictures that look like groceries — each seeded product drawn with the Fluent Emoji
// Flat icon of what it is, on its category's tint, and the committed files are what the generator makes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION, pictureFor, pictureRules, productSvg } from './product-pictures.mjs';

interface SeedProduct { slug: string; name: string; weight: string; category: string }
// Loaded by path, as the generator loads it: tools take no static import from an app (lint boundaries).
const seedFile = fileURLToPath(new URL('../../apps/api/src/catalog/seed/seed-catalog.data.ts', import.meta.url));
const { seedCatalog }: { seedCatalog: SeedProduct[] } = await import(/* @vite-ignore */ seedFile);
const icons: Record<string, { body: string }> = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json').icons;
const assets = fileURLToPath(new URL('../../apps/api/assets/products/', import.meta.url));
const fileOf = (slug: string) => readFileSync(`${assets}${slug}.svg`, 'utf8');
const bySlug = (slug: string) => seedCatalog.find((product) => product.slug === slug)!;
const produce = seedCatalog.filter(({ category }) => category === 'fruits' || category === 'vegetables');

describe('product pictures', () => {
  it('gives every seeded product an icon that exists in Fluent Emoji Flat', () => {
    const missing = seedCatalog.filter((product) => !icons[pictureFor(product).icon]).map(({ slug }) => slug);
    expect(missing).toEqual([]);
    for (const [fallback] of Object.values(pictureRules)) expect(icons[fallback]).toBeDefined();
  });

  it('matches a product to what it is, not to a category drawing', () => {
    expect(
      Object.fromEntries(
        ['banana-robusta-6-pcs', 'digha-malda-mango-1-kg', 'shimla-apple-4-pcs', 'amul-taaza-toned-milk-500-ml', 'mother-dairy-paneer-200-g',
          'farm-fresh-white-eggs-6-pcs', 'aashirvaad-shudh-chakki-atta-5-kg', 'lay-s-classic-salted-52-g', 'coca-cola-750-ml',
          'frooti-mango-drink-600-ml', 'mother-s-recipe-mango-pickle-400-g', 'cadbury-dairy-milk-50-g'].map((slug) => [slug, pictureFor(bySlug(slug)).icon]),
      ),
    ).toEqual({
      'banana-robusta-6-pcs': 'banana', 'digha-malda-mango-1-kg': 'mango', 'shimla-apple-4-pcs': 'red-apple',
      'amul-taaza-toned-milk-500-ml': 'glass-of-milk', 'mother-dairy-paneer-200-g': 'cheese-wedge', 'farm-fresh-white-eggs-6-pcs': 'egg',
      'aashirvaad-shudh-chakki-atta-5-kg': 'sheaf-of-rice', 'lay-s-classic-salted-52-g': 'rice-cracker', 'coca-cola-750-ml': 'cup-with-straw',
      'frooti-mango-drink-600-ml': 'beverage-box', 'mother-s-recipe-mango-pickle-400-g': 'jar', 'cadbury-dairy-milk-50-g': 'chocolate-bar',
    });
  });

  it('draws every fruit and vegetable by a rule of its own kind, and no two kinds of produce alike', () => {
    expect(produce.filter((product) => pictureFor(product).kind.endsWith(':fallback')).map(({ slug }) => slug)).toEqual([]);
    const kindsByIcon = new Map<string, Set<string>>();
    for (const product of produce) {
      const { icon, kind } = pictureFor(product);
      kindsByIcon.set(icon, (kindsByIcon.get(icon) ?? new Set()).add(kind));
    }
    const shared = [...kindsByIcon].filter(([, kinds]) => kinds.size > 1).map(([icon, kinds]) => `${icon}: ${[...kinds].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('uses every rule for some seeded product (no rule left behind by a renamed product)', () => {
    const used = new Set(seedCatalog.map((product) => pictureFor(product).kind));
    const unused = Object.entries(pictureRules).flatMap(([category, [, rules]]) =>
      rules.map(([pattern]) => `${category}:${pattern.source}`).filter((kind) => !used.has(kind)),
    );
    expect(unused).toEqual([]);
  });

  it('has committed, for every product, the picture the generator makes: the icon on its tint, with its licence', () => {
    const stale = seedCatalog.filter((product) => fileOf(product.slug) !== productSvg(product)).map(({ slug }) => slug);
    expect(stale).toEqual([]); // else run: node tools/scripts/generate-product-images.mjs
    for (const product of seedCatalog) {
      const svg = fileOf(product.slug);
      expect(svg).toContain(ATTRIBUTION);
      expect(svg.length).toBeLessThan(4096);
    }
    expect(fileOf('banana-robusta-6-pcs')).not.toBe(fileOf('nagpur-orange-1-kg'));
    expect(fileOf('banana-robusta-6-pcs')).toContain('<!-- banana · ');
  });
});
