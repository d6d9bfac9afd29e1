import path from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { apiImages } from '../api-images.js';
import { chromiumFlags, chromiumPath } from '../system-chromium.js';

const here = import.meta.dirname;

// The story tests' Chromium, plus greyscale text: hinting and LCD antialiasing vary between machines.
const screenshotFlags = [...chromiumFlags, '--disable-lcd-text', '--font-render-hinting=none'];

// Every libs/ui story as a screenshot compared with a committed baseline in ./__screenshots__/.
// `--update` rewrites the baselines; review the PNG diff in the pull request like any other change.
export default defineConfig({
  root: path.resolve(here, '../..'),
  plugins: [react(), apiImages()],
  // mockServiceWorker.js at the root, for the MSW loader of the screens pictured in Hindi (visual.setup.ts).
  publicDir: path.resolve(here, '../public'),
  resolve: { conditions: ['@jhatpat/source'] },
  optimizeDeps: {
    include: [
      'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@storybook/react-vite', 'storybook/test',
      'msw', 'msw/browser', 'msw-storybook-addon/csf3',
    ],
  },
  test: {
    name: 'visual',
    include: ['stories/visual/**/*.visual.tsx'],
    setupFiles: [path.join(here, 'visual.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: screenshotFlags },
        contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A little per-pixel colour tolerance, and at most 10 differing pixels: one changed word fails
          // (a ratio of the page would let a short word through on a 1024x768 picture).
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 10 },
          resolveScreenshotPath: ({ arg, ext }) => path.join(here, '__screenshots__', `${arg}${ext}`),
        },
      },
    },
  },
});
