import { defineConfig } from 'vitest/config';

// Unit tests of the libraries, the web app, the workspace tools and the machine docs renderer. The Storybook stories and the
// browser journeys have configurations of their own (stories/vitest.config.ts, e2e/vitest.config.ts)
// because they need a built app or a real browser. Each package's specs run in node; those that render
// (.spec.tsx) in a "-dom" project of the same package with jsdom (docs/decisions.md#jsdom-only-where-rendered).
export default defineConfig({
  test: {
    projects: [
      'libs/domain/vitest.config.ts',
      'libs/ui/vitest.config.ts',
      'libs/ui/vitest.dom.config.ts',
      'libs/machines/vitest.config.ts',
      'libs/api-client/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.dom.config.ts',
      'tools/vitest.config.ts',
      'stories/docs/machines/vitest.config.ts',
      'stories/docs/machines/vitest.dom.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
