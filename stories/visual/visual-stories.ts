import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: () => Promise<void>; parameters?: { visualViewport?: { width: number; height: number } } };

// vitest.config.ts's viewport; a story pictured at another width says so in parameters.visualViewport.
const defaultViewport = { width: 1024, height: 768 };

// Every story of the design system, found the way Storybook's main.ts finds them.
const modules = import.meta.glob<StoriesModule>('../../libs/ui/src/**/*.stories.tsx', { eager: true });

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Issue 19 "हिन्दी": the storefront's parts pictured again in Hindi (`--hi`), with the web font and without their
 * play functions (those check the English names). Home: banners, categories, shelves; category and product: cards
 * and stock notes; cart: bill, tip, donation, bars; order detail: tracker, status chips, order rows; header at 390 px.
 */
export const hindiPictures: Readonly<Record<string, readonly string[]>> = {
  'Shop/Headers': ['GuestOnPhone', 'CustomerWithPhone'],
  'Shop/BannerCarousel': ['FirstSlide'],
  'Shop/CategoryGrid': ['Guest'],
  'Shop/ProductGrid': ['Phone'],
  'Shop/ProductCard': ['Default', 'LowStock', 'OutOfStock', 'InCartQuantity'],
  'Shop/StockNote': ['Low'],
  'Shop/StockShortfall': ['Reduce'],
  'Shop/BillDetails': ['WithTip'],
  'Shop/TipChips': ['Chosen'],
  'Shop/DonationToggle': ['On'],
  'Shop/CartButton': ['WithItems'],
  'Shop/FloatingCartBar': ['WithItems'],
  'Shop/OrderStatusTracker': ['Preparing', 'Cancelled'],
  'Shop/StatusChip': ['AllStatuses'],
  'Shop/OrderRow': ['PaidDelivered'],
  'Shop/SearchBar': ['WithQuery'],
};

/** Screenshots every story whose file falls in `shard` of `shards` (0-based). */
export function screenshotStories(shard: number, shards: number): void {
  Object.entries(modules)
    .filter((_, i) => i % shards === shard)
    .forEach(([file, module]) => {
      const title = module.default.title ?? file;
      describe(title, () => {
        for (const [exportName, Story] of Object.entries(composeStories(module)) as Array<[string, ComposedStory]>) {
          test(exportName, async () => {
            const viewport = Story.parameters?.visualViewport ?? defaultViewport;
            await page.viewport(viewport.width, viewport.height);
            // Renders into a fresh canvas and runs the play function, so a story's end state (an open
            // menu, a filled form) is what is pictured; the next run() unmounts this one first.
            await Story.run();
            await document.fonts.ready;
            await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(`${slug(title)}--${slug(exportName)}`, {
              screenshotOptions: { animations: 'disabled', caret: 'hide' },
            });
          });
        }
        const inHindi = hindiPictures[title] ?? [];
        const hindiStories = composeStories(
          Object.fromEntries(Object.entries(module).map(([name, story]) => [name, inHindi.includes(name) ? { ...(story as object), play: undefined, globals: { locale: 'hi' } } : story])) as StoriesModule,
        ) as Record<string, ComposedStory>;
        for (const exportName of inHindi) {
          const Story = hindiStories[exportName];
          test(`${exportName} in Hindi`, async () => {
            if (!Story) throw new Error(`${title} has no story ${exportName} to picture in Hindi`);
            const viewport = Story.parameters?.visualViewport ?? defaultViewport;
            await page.viewport(viewport.width, viewport.height);
            await Story.run();
            // fonts.ready waits only for faces already asked for: the Devanagari ones are fetched on first use, so
            // both weights are asked for here, or the first Hindi picture of a run shows boxes.
            await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हिन्दी')));
            await document.fonts.ready;
            await expect(document.documentElement.lang).toBe('hi');
            await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(`${slug(title)}--${slug(exportName)}--hi`, {
              screenshotOptions: { animations: 'disabled', caret: 'hide' },
            });
          });
        }
      });
    });
}
