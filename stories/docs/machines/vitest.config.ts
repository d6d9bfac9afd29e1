import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The machine docs renderer's own specs (jsdom): run with
// `npx vitest run --config stories/docs/machines/vitest.config.ts`.
export default defineProject({
  // Run with --config from the repository root: the specs are the ones beside this file.
  root: import.meta.dirname,
  // Vite's cache with the workspace's, not in a node_modules of its own beside the docs.
  cacheDir: path.resolve(import.meta.dirname, '../../../node_modules/.vite/machine-docs'),
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  test: { name: 'machine-docs', environment: 'jsdom', include: ['**/*.spec.{ts,tsx}'] },
});
