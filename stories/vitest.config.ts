import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumFlags, chromiumPath } from './system-chromium.js';

const configDir = path.join(import.meta.dirname, '.storybook');


// Every story is a test: it renders in a real browser, runs its play function, then axe.
export default defineConfig({
  plugins: [storybookTest({ configDir })],
  // Pre-bundled up front; discovering them mid-run makes Vite reload the page and flake a test.
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      'storybook/test',
    ],
  },
  test: {
    name: 'storybook',
    // MDX pages are docs, not tests; left in, they show up as empty skipped files.
    exclude: [...configDefaults.exclude, '**/*.mdx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
      }),
      instances: [{ browser: 'chromium' }],
    },
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    // Every story file in one page, one after another, not each in a fresh iframe: a story renders into a
    // canvas of its own and MSW's handlers are reset for each, so what a fresh iframe bought was the
    // preview's modules loaded and MSW's worker started 99 times. Measured on an idle machine
    // (docs/decisions.md#fast-tests-per-worker): 581 stories in 195 s of wall and 304 s of CPU against 1,032 s isolated.
    isolate: false,
  },
});
