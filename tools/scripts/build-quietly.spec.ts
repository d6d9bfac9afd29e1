// npm start's build summary: what it keeps of a build's output when it works, and that it hides nothing
// when it fails. The real Nx build is run by apps/api/test/commands (npm start, spawned); here a small
// process prints what Nx prints, so both outcomes can be had on demand.
import { describe, expect, it } from 'vitest';
import { buildQuietly } from './build-quietly.mjs';

const nxLike = (exitCode: number) => `
  console.log('\\n NX   Running target build for 2 projects:\\n\\n- domain\\n- api\\n');
  console.log('✔  nx run domain:build  [local cache]');
  console.error('a compiler warning nobody needs at start');
  console.log('${exitCode === 0 ? '✔  nx run api:build' : '✖  nx run api:build\\nsrc/main.ts(3,1): error TS2304: Cannot find name x.'}');
  console.log('\\n NX   Ran target build for 2 projects\\n\\n  Run duration: 9.9s');
  process.exit(${exitCode});
`;

async function run(exitCode: number) {
  let out = '';
  let err = '';
  const code = await buildQuietly([process.execPath, ['-e', nxLike(exitCode)]], {
    out: { write: (text: string) => (out += text) },
    err: { write: (text: string | Buffer) => (err += text.toString()) },
  });
  return { code, out, err };
}

describe('build-quietly', () => {
  it('prints a line per project and a total when the build works, and nothing else', async () => {
    const { code, out, err } = await run(0);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(
      /^Building the shop \(nx run-many -t build\)…\n {2}✔ {2}nx run domain:build {2}\[local cache\]\n {2}✔ {2}nx run api:build\nBuilt 2 project\(s\) in \d+\.\d s, 1 from Nx's cache\.\n$/,
    );
  });

  it('prints everything the build said, and its exit code, when it fails', async () => {
    const { code, err } = await run(2);
    expect(code).toBe(2);
    expect(err).toContain('error TS2304: Cannot find name x.');
    expect(err).toContain('a compiler warning nobody needs at start');
    expect(err).toContain('Running target build for 2 projects');
    expect(err).toMatch(/The build failed \(exit 2\); Nx's output is above\.\n$/);
  });
});
