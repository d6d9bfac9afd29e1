import { defineProject } from 'vitest/config';

// The benchmarks' pure helpers (workload mix, figures, plot); the benchmarks themselves run by hand.
export default defineProject({
  root: import.meta.dirname,
  test: { name: 'bench', environment: 'node', include: ['**/*.spec.mjs'], exclude: ['**/node_modules/**'] },
});
