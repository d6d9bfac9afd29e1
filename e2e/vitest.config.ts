import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built shop (apps/api/dist + apps/web/dist).
// Run from the repo root: npx vitest run --config e2e/vitest.config.ts
// Each journey file starts its own shop process, so files run one after another.
export default defineConfig({
  // Anchor the root at the repository so the include pattern works from any cwd (Nx runs from the root).
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    // Journeys drive the browser; contracts drive @jhatpat/api-client against the same built shop.
    include: ['e2e/journeys/**/*.journey.ts', 'e2e/contract/**/*.contract.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    // One shop started on an empty data directory for the run; each journey's shop opens a copy of it.
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    // beforeAll waits up to 150 s for /api/health (support/start-shop.ts) and connects to the run's Chromium; give it room on top.
    hookTimeout: 210_000,
    teardownTimeout: 30_000,
    // A real server and a real browser: a failure is a failure, never retry it into a pass.
    retry: 0,
  },
});
