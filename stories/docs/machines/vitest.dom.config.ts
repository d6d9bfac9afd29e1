import { defineProject } from 'vitest/config';
import nodeProject from './vitest.config';

// The rendered statechart's specs (.spec.tsx), in jsdom.
// A file's first render sets up jsdom, React and Testing Library: at load 25-36 that ran past vitest's 5 s
// default in 11 files, so the deadline is 60 s (docs/decisions.md#fast-tests-per-worker); it slows no passing test.
export default defineProject({
  ...nodeProject,
  test: { name: 'machine-docs-dom', environment: 'jsdom', testTimeout: 60_000, include: ['**/*.spec.tsx'] },
});
