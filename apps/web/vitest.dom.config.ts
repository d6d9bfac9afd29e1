import { defineProject } from 'vitest/config';
import nodeProject from './vitest.config';

// The specs that render components or hooks (.spec.tsx): the same project in jsdom, with Testing Library's cleanup.
// A file's first render sets up jsdom, React and Testing Library: at load 25-36 that ran past vitest's 5 s
// default in 11 files, so the deadline is 60 s (docs/decisions.md#fast-tests-per-worker); it slows no passing test.
// A worker's files share one jsdom and module graph, as libs/ui's do: Testing Library cleans up after each test.
export default defineProject({
  ...nodeProject,
  test: { name: 'web-dom', environment: 'jsdom', testTimeout: 60_000, include: ['src/**/*.spec.tsx'], setupFiles: ['src/test-setup.ts'], isolate: false },
});
