import { defineProject } from 'vitest/config';
import nodeProject from './vitest.config';

// The rendered statechart's specs (.spec.tsx), in jsdom.
export default defineProject({
  ...nodeProject,
  test: { name: 'machine-docs-dom', environment: 'jsdom', include: ['**/*.spec.tsx'] },
});
