import { setProjectAnnotations } from '@storybook/react-vite';
import '@jhatpat/ui/tokens.css';
// This Chromium has no Devanagari face: the Hindi pictures use the shop's web font, as a phone without one does.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workbench shows the app's screens (main.ts globs apps/web's stories); the web app is no package to import by name.
import '../../apps/web/src/shared/locale/devanagari-font.css';
import { localeDecorator } from '../.storybook/locale-decorator';

// Storybook's own annotations (play-function `canvas`, `userEvent`, spies) without preview.tsx's MSW
// loader and a11y checks: libs/ui stories fetch nothing, and stories/vitest.config.ts runs axe. The
// language decorator is preview.tsx's: the Hindi pictures (visual-stories.ts) set globals.locale.
setProjectAnnotations([{ decorators: [localeDecorator], initialGlobals: { locale: 'en' } }]);

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
