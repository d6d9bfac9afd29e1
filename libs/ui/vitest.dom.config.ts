import { defineProject } from 'vitest/config';
import nodeProject from './vitest.config';

// The specs that render components (.spec.tsx): the same project in jsdom, with Testing Library's cleanup.
export default defineProject({
  ...nodeProject,
  test: { name: 'ui-dom', environment: 'jsdom', include: ['src/**/*.spec.tsx'], setupFiles: ['src/test-setup.ts'] },
});
