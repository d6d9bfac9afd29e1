// Publishes the built Storybook to Chromatic for visual review. Without a token this must fail
// loudly: a CI job that silently skips would look like "no visual changes".
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('chromatic: set CHROMATIC_PROJECT_TOKEN (Chromatic project > Manage > Configure) and run `nx run stories:build-storybook` first.');
  process.exit(1);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--project-token', token, '--storybook-build-dir', 'stories/storybook-static', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
