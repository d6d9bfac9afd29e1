import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// The machine pages quote the product contract word for word; a quote that is not in SPEC.md is
// either a typo or a rule that changed, and either way the page is wrong.

const here = import.meta.dirname;
// The contract lives in shared/ beside the repository on the team's machines. A clone elsewhere
// (say /tmp) has no shared/ above it: these checks are then skipped, loudly, rather than failed.
const specFile = process.env.JHATPAT_SPEC ?? path.resolve(here, '../../../../shared/SPEC.md');
const spec = existsSync(specFile) ? readFileSync(specFile, 'utf8') : '';
if (!spec) console.warn(`spec-quotes: ${specFile} not found; the SPEC quote checks are skipped (set JHATPAT_SPEC to its path).`);
const pages = readdirSync(here).filter((file) => file.endsWith('.mdx'));

/** Each `>` line without its list dash and its trailing "(docs/product.md §4 …)" source. */
function quotesOf(mdx: string): string[] {
  return mdx
    .split('\n')
    .filter((line) => line.startsWith('> '))
    .map((line) => line.slice(2).replace(/^- /, '').replace(/\s*\(docs\/product\.md §[^)]*\)$/, '').trim())
    .filter(Boolean);
}

describe('SPEC quotes on the machine pages', () => {
  test('there is a page for each of the six machines', () => {
    expect(pages.sort()).toEqual(['carousel.mdx', 'cart.mdx', 'checkout.mdx', 'location-search.mdx', 'order-tracker.mdx', 'session.mdx']);
  });

  test.skipIf(!spec).each(pages)('%s quotes SPEC.md exactly', (page) => {
    const quotes = quotesOf(readFileSync(path.join(here, page), 'utf8'));
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((quote) => !spec.includes(quote))).toEqual([]);
  });

  test.skipIf(!spec)('the timings the pages promise are the ones the specification’s §9 sets', () => {
    for (const row of ['| Carousel | 5 slides, auto-advance 5000 ms, no wrap |', '| Cart button pulse | 300 ms |', '| Location search debounce | 500 ms; result limit 10 |']) {
      expect(spec).toContain(row);
    }
  });
});
