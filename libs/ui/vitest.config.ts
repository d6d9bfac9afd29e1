import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Node by default: a spec gets jsdom only when it renders (vitest.dom.config.ts, the .spec.tsx files),
// because setting up jsdom was most of the unit step's time (docs/decisions.md#jsdom-only-where-rendered).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  // Node-environment tests resolve through Vite's SSR settings: read the libraries' source, not dist.
  ssr: { resolve: { conditions: ['@jhatpat/source'] } },
  test: { name: 'ui', environment: 'node', include: ['src/**/*.spec.ts'] },
});
