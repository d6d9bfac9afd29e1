import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@jhatpat/source'] },
  // Node-environment tests resolve through Vite's SSR settings: read the libraries' source, not dist.
  ssr: { resolve: { conditions: ['@jhatpat/source'] } },
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.spec.ts'] },
});
