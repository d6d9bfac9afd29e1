import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@jhatpat/source'] },
  // Node-environment tests resolve through Vite's SSR settings: read the libraries' source, not dist.
  ssr: { resolve: { conditions: ['@jhatpat/source'] } },
  // A worker's files share one module graph: no spec mocks a module or leaves a global changed
  // (docs/decisions.md#fast-tests-per-worker).
  test: { name: 'domain', environment: 'node', include: ['src/**/*.spec.ts'], isolate: false },
});
