import { setProjectAnnotations } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@jhatpat/ui/tokens.css';
// This Chromium has no Devanagari face: the Hindi pictures use the shop's web font, as a phone without one does.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workbench shows the app's screens (main.ts globs apps/web's stories); the web app is no package to import by name.
import '../../apps/web/src/shared/locale/devanagari-font.css';
import { localeDecorator } from '../.storybook/locale-decorator';
import { startMockServiceWorker } from '../.storybook/mock-service-worker';

// Storybook's own annotations (play-function `canvas`, `userEvent`, spies) and preview.tsx's MSW loader, without
// its a11y checks (stories/vitest.config.ts runs axe): the app's screens pictured in Hindi (visual-stories.ts
// hindiScreenPictures) fetch from /api, answered from each story's parameters.msw.handlers (vitest.config.ts
// serves the worker at the root). The language decorator is preview.tsx's: the Hindi pictures set globals.locale.
setProjectAnnotations([{ decorators: [localeDecorator], loaders: [mswLoader(() => startMockServiceWorker('/mockServiceWorker.js'))], initialGlobals: { locale: 'en' } }]);

// Frozen pictures: no CSS motion and no blinking caret; the browser context also asks for reduced
// motion, which stills the SearchBar's typing hints, so every run draws the same frame.
const style = document.createElement('style');
style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}
body { margin: 0; padding: 16px; background: #fff; }`;
document.head.appendChild(style);
