import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@jhatpat/ui/tokens.css';

// The worker is fetched relative to the preview page, so the workbench works at the root of `npm run
// storybook` and under /storybook/ of the running shop alike (the addon's default asks for the root).
async function startMockServiceWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || /iframe\.html|sb-vite|@vite|\/virtual:|\.stories\./.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  // Screens fetch from /api; stories mock it per story through parameters.msw.handlers.
  loaders: [mswLoader(startMockServiceWorker)],
  parameters: {
    // 'error' turns every axe violation into a failing story test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
