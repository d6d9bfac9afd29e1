import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@jhatpat/ui/tokens.css';

const preview: Preview = {
  // Screens fetch from /api; stories mock it per story through parameters.msw.handlers.
  loaders: [mswLoader()],
  parameters: {
    // 'error' turns every axe violation into a failing story test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
