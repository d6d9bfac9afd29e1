import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { apiImages, assetsDir } from '../api-images.js';

// One workbench for the design system and the app's screens, so designers review both in one place.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../docs/**/*.mdx',
    '../docs/**/*.stories.@(ts|tsx)',
    '../../libs/ui/src/**/*.stories.@(ts|tsx)',
    '../../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js and the favicon, beside the preview page (see preview.tsx for why it matters); the
  // catalog's pictures where the shop serves them (the dev server and the story tests get them from apiImages).
  staticDirs: ['../public', { from: assetsDir, to: '/api/images' }],
  // The preview names its icon, so a browser does not ask the shop's root for /favicon.ico.
  previewHead: (head) => `${head}<link rel="icon" href="./favicon.svg" type="image/svg+xml" />`,
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    const hasReact = (config.plugins ?? []).flat().some((p) => isNamed(p, 'vite:react-babel'));
    return mergeConfig(config, {
      // Libraries are consumed from source, exactly as the web app does.
      resolve: { conditions: ['@jhatpat/source'] },
      plugins: [apiImages(), ...(hasReact ? [] : [react()])],
    });
  },
};

function isNamed(plugin: PluginOption, name: string): boolean {
  return !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === name;
}

export default config;
