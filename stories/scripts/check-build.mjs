#!/usr/bin/env node
// Builds the static Storybook (what designers open at /storybook and what chromatic uploads) and
// checks that it holds the stories: a build that succeeds with an empty index would hide a broken glob.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = path.join(root, 'stories/storybook-static');
// --checks-only: `npm run build` (nx run-many -t build) has just built it.
if (!process.argv.includes('--checks-only')) {
  const build = spawnSync('npx', ['storybook', 'build', '-c', 'stories/.storybook', '-o', out, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const fail = (message) => {
  console.error(`storybook build check: ${message}`);
  process.exit(1);
};
if (!existsSync(path.join(out, 'iframe.html'))) fail('iframe.html is missing from the build');
const { entries } = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
const stories = Object.values(entries).filter((entry) => entry.type === 'story');
if (stories.length === 0) fail('the build holds no stories');
if (!stories.some((story) => story.id.startsWith('primitives-button--'))) fail('the Button stories are missing');
console.log(`storybook build check: ${stories.length} stories, ${Object.keys(entries).length - stories.length} docs pages`);
