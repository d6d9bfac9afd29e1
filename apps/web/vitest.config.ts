import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Node by default: a spec gets jsdom only when it renders (vitest.dom.config.ts, the .spec.tsx files),
// because setting up jsdom was most of the unit step's time (docs/decisions.md#jsdom-only-where-rendered).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  // Node-environment tests resolve through Vite's SSR settings: read the libraries' source, not dist.
  ssr: { resolve: { conditions: ['@jhatpat/source'] } },
  // The files of a worker share one module graph (isolate: false): 6 CPU-s for the project against 24, as
  // each file imported the app's screens and libraries afresh (docs/decisions.md#fast-tests-per-worker).
  // Safe while no spec mocks a module or leaves a global changed.
  test: { name: 'web', environment: 'node', include: ['src/**/*.spec.ts', 'vite-plugins/**/*.spec.ts'], isolate: false },
});
