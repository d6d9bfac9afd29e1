import { defineProject } from 'vitest/config';
import nodeProject from './vitest.config';

// The specs that render components (.spec.tsx): the same project in jsdom, with Testing Library's cleanup.
// A file's first render sets up jsdom, React and Testing Library: at load 25-36 that ran past vitest's 5 s
// default in 11 files, so the deadline is 60 s (docs/decisions.md#fast-tests-per-worker); it slows no passing test.
export default defineProject({
  ...nodeProject,
  test: {
    name: 'ui-dom',
    environment: 'jsdom',
    testTimeout: 60_000,
    include: ['src/**/*.spec.tsx'],
    setupFiles: ['src/test-setup.ts'],
    // The files of a worker share one jsdom and module graph instead of setting both up per file: 9 s of CPU
    // for these 47 files against 88 s (docs/decisions.md#fast-tests-per-worker). Safe while every spec
    // undoes what it changes: Testing Library's cleanup after each test (test-setup.ts), real timers and
    // globals restored where a spec fakes them, and no vi.mock (a module mock would outlive its file).
    isolate: false,
  },
});
