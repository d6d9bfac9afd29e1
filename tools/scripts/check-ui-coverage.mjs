#!/usr/bin/env node
// Every component exported from @jhatpat/ui must have stories and a spec in its folder (Primer-style
// folders: the component, its stories and its tests together). Exits 1 naming the ones that do not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = path.join(root, 'libs/ui/src');
const index = readFileSync(path.join(src, 'index.ts'), 'utf8');

// `export { Button } from './primitives/button/button';` — value exports only, not `export type`.
const components = [];
for (const [, names, from] of index.matchAll(/^export\s+{([^}]*)}\s+from\s+'([^']+)'/gm)) {
  const file = ['.tsx', '.ts'].map((ext) => path.join(src, from + ext)).find(existsSync);
  if (!file) {
    console.error(`check-ui-coverage: ${from} is exported but not found`);
    process.exit(1);
  }
  for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/).pop())) {
    // Components are PascalCase values defined in a .tsx file; hooks, constants and tokens are not, nor is a
    // React context (ShopTextContext: a value its provider passes down; what it holds has a spec beside it).
    if (/^[A-Z]/.test(name) && !name.endsWith('Context') && file.endsWith('.tsx')) components.push({ name, folder: path.dirname(file) });
  }
}

const missing = [];
for (const { name, folder } of components) {
  const files = readdirSync(folder);
  const lacks = ['.stories.tsx', '.spec.tsx'].filter((suffix) => !files.some((f) => f.endsWith(suffix)));
  if (lacks.length) missing.push(`${name} (${path.relative(root, folder)}): no *${lacks.join(' and no *')}`);
}

if (components.length === 0) {
  console.error('check-ui-coverage: found no component exports in libs/ui/src/index.ts');
  process.exit(1);
}
if (missing.length) {
  console.error(`check-ui-coverage: ${missing.length} of ${components.length} exported components lack stories or a spec:`);
  for (const line of missing) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(`check-ui-coverage: all ${components.length} exported components have stories and a spec`);
