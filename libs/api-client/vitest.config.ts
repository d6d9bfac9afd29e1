import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@jhatpat/source'] },
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.spec.ts'] },
});
