import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default. A spec that waits on a real lazy import() (the Hindi
// dictionary) waits on Vite transforming it on demand, which took longer than that in the clean-clone CI
// of 436a4c6 with the API suites beside it on 2 cores. Ten seconds, as the stories use
// (stories/.storybook/vitest.setup.ts); a passing wait still ends as soon as its text appears.
configure({ asyncUtilTimeout: 10_000 });
