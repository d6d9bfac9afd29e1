import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The machine docs renderer's own specs: the model's in node here, the rendered chart's in jsdom
// (vitest.dom.config.ts). Run with `npx vitest run --project machine-docs --project machine-docs-dom` from the repository root.
export default defineProject({
  // Run with --config from the repository root: the specs are the ones beside this file.
  root: import.meta.dirname,
  // Vite's cache with the workspace's, not in a node_modules of its own beside the docs.
  cacheDir: path.resolve(import.meta.dirname, '../../../node_modules/.vite/machine-docs'),
  plugins: [react()],
  resolve: { conditions: ['@jhatpat/source'] },
  ssr: { resolve: { conditions: ['@jhatpat/source'] } },
  test: { name: 'machine-docs', environment: 'node', include: ['**/*.spec.ts'] },
});
