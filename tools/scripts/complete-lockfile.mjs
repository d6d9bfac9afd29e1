#!/usr/bin/env node
// The registry these machines reach lacks some platform builds of native packages (for example
// @swc/core-darwin-arm64). `npm install` then leaves them out of package-lock.json, and `npm ci`
// refuses the lock as "not in sync". This adds each missing optional platform package as an
// optional entry: npm ci skips it on a machine it does not fit, exactly as it would with the real entry.
// Run after changing dependencies: `npm install && node tools/scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    // Platform builds are pinned to one exact version; a range is npm's to resolve, never ours.
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    if (packages[nested]?.version === version || packages[hoisted]?.version === version) continue;
    packages[packages[hoisted] ? nested : hoisted] = { version, optional: true, ...platformOf(name) };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing optional platform packages`);

/** Reads the os and cpu a platform build is for from its name, e.g. "core-linux-arm64-gnu". */
function platformOf(name) {
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'].find((o) => name.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}
