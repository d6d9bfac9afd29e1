import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@jhatpat/ui/tokens.css';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workbench shows the app's screens (main.ts globs apps/web's stories); the web app is no package to import by name.
import '../../apps/web/src/shared/locale/devanagari-font.css';
import { bareNavigation } from './bare-navigation';
import { localeDecorator, localeGlobalTypes } from './locale-decorator';
import { startMockServiceWorker } from './mock-service-worker';

const preview: Preview = {
  // Screens fetch from /api; stories mock it per story through parameters.msw.handlers.
  // The worker is fetched relative to the preview page, so the workbench works at the root of `npm run
  // storybook` and under /storybook/ of the running shop alike (the addon's default asks for the root).
  loaders: [mswLoader(() => startMockServiceWorker('./mockServiceWorker.js'))],
  parameters: {
    // 'error' turns every axe violation into a failing story test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
  // Issue 19 "हिन्दी": a language toolbar; every story renders in the chosen one.
  globalTypes: localeGlobalTypes,
  initialGlobals: { locale: 'en' },
  decorators: [localeDecorator],
  // After the play function: a story may not end on a blank canvas reading only "Navigated to …", unless
  // it says why its screen draws nothing (`parameters.drawsNothing`: a redirect before the first frame).
  afterEach: ({ canvasElement, parameters }) => {
    if (typeof parameters.drawsNothing === 'string' && parameters.drawsNothing) return;
    const navigation = bareNavigation(canvasElement);
    if (navigation) throw new Error(`The story ends on a blank canvas reading "${navigation}": keep the screen on show (apps/web shared/testing/screen-story.tsx)`);
  },
};

export default preview;
