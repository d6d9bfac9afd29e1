import { defineProject } from 'vitest/config';

// The benchmarks' helpers (workload mix, figures, plot, the load process against a local server); the
// benchmarks themselves run by hand, and tiny runs of each in apps/api/test/commands/bench-commands.spec.ts.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'bench', environment: 'node', include: ['**/*.spec.mjs'], exclude: ['**/node_modules/**'] },
});
