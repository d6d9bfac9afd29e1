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
      });
    });
}
