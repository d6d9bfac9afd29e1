import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = {
  run: () => Promise<void>;
  parameters?: {
    visualViewport?: { width: number; height: number };
    /**
     * A screen taller than the viewport is cut at its foot (the runner draws one viewport): such a story names the
     * regions (aria-labelledby's text) pictured instead, each scrolled into view, `--hi--1`, `--hi--2`…
     */
    visualRegions?: readonly string[];
  };
};

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

/**
 * The app's screens pictured in Hindi: stories that are Hindi themselves (globals.locale 'hi'), run with their play
 * functions, which wait for what the screen loads (answered by MSW, as in the story tests) before the picture.
 * Only these: the screens' English is checked by their stories, and a picture of every screen would be slow.
 */
const screenModules = import.meta.glob<StoriesModule>(
  [
    '../../apps/web/src/features/content/faq-screen.stories.tsx',
    '../../apps/web/src/features/orders/order-detail-hindi.stories.tsx',
    '../../apps/web/src/features/auth/login-screen.stories.tsx',
  ],
  { eager: true },
);
export const hindiScreenPictures: Readonly<Record<string, readonly string[]>> = {
  'Screens/Content/FAQ': ['InHindi'],
  'Screens/Orders/OrderDetail/Hindi': ['LineNamesInHindi'],
  'Screens/Auth/Login': ['OtpPhoneStepInHindi'],
};

/** Devanagari faces are fetched on first use: both weights are asked for, or the first Hindi picture of a run shows boxes. */
async function devanagariLoaded(): Promise<void> {
  await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हिन्दी')));
  await document.fonts.ready;
}

/** Screenshots the Hindi screen stories of hindiScreenPictures (`--hi`). */
export function screenshotHindiScreens(): void {
  Object.entries(screenModules).forEach(([file, module]) => {
    const title = module.default.title ?? file;
    const stories = composeStories(module) as Record<string, ComposedStory>;
    describe(title, () => {
      for (const exportName of hindiScreenPictures[title] ?? []) {
        test(`${exportName} in Hindi`, async () => {
          const Story = stories[exportName];
          if (!Story) throw new Error(`${title} has no story ${exportName} to picture in Hindi`);
          const viewport = Story.parameters?.visualViewport ?? defaultViewport;
          await page.viewport(viewport.width, viewport.height);
          // Loaded before the screen draws: text a screen laid out while the face was still coming kept its boxes
          // in the picture (the FAQ's first headings, on the first run), fonts.ready or not.
          await devanagariLoaded();
          await Story.run();
          await devanagariLoaded();
          await expect(document.documentElement.lang).toBe('hi');
          const regions = Story.parameters?.visualRegions;
          const pictures = regions
            ? regions.map((name, i) => [page.getByRole('region', { name, exact: true }), `${slug(title)}--${slug(exportName)}--hi--${i + 1}`] as const)
            : [[page.elementLocator(document.documentElement), `${slug(title)}--${slug(exportName)}--hi`] as const];
          for (const [locator, name] of pictures) {
            await expect(locator).toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
          }
        });
      }
    });
  });
}

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
            // fonts.ready waits only for faces already asked for (devanagariLoaded says why).
            await devanagariLoaded();
            await expect(document.documentElement.lang).toBe('hi');
            await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(`${slug(title)}--${slug(exportName)}--hi`, {
              screenshotOptions: { animations: 'disabled', caret: 'hide' },
            });
          });
        }
      });
    });
}
