import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tools', environment: 'node', include: ['**/*.spec.ts'], exclude: ['**/node_modules/**'], testTimeout: 120_000 },
});
