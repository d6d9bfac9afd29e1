// Runs npm test's steps in lanes (tools/scripts/test-all.mjs, docs/decisions.md#fast-tests-per-worker):
// the steps of a lane one after another, the lanes of a phase side by side, the phases in order.
// Side by side because the long steps wait more than they compute (a jest worker on the API suite keeps
// under half a core busy; the journeys wait on a browser and a server), so two of them share the two
// cores of this machine for less than the sum of their times.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each step runs under step-cpu.mjs, which reports the CPU seconds the step's processes used. */
const STEP_CPU = fileURLToPath(new URL('./step-cpu.mjs', import.meta.url));

/**
 * The CPU seconds of this process's children that have ended and been waited for, with their own
 * children (user + sys, from /proc on Linux; null elsewhere): on a machine shared with others the wall
 * time says little, and this is what to compare.
 */
export function childrenCpuSeconds() {
  try {
    // Fields after the command's name: cutime and cstime are the 14th and 15th, in clock ticks (100 a second).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs `phases` (arrays of lanes, each an array of steps) and resolves with one result per step run.
 * A step with `after: [names]` also waits, before it starts, for those steps to end wherever they run
 * (a lane's step that needs the build, in a lane beside the build's); a name not in the plan (left out
 * by `npm test -- <name>`) is not waited for. When more than one step can run at once, each step's
 * output goes to `<logDir>/<step>.log` and is printed whole when the step ends, so the output of two
 * steps never interleaves line by line.
 */
export async function runPhases(phases, { cwd, env, logDir, readCounts, out = process.stdout }) {
  const results = [];
  const ended = new Map(phases.flat(2).map((step) => [step.name, deferred()]));
  for (const lanes of phases) {
    const alone = lanes.length === 1;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          await Promise.all((step.after ?? []).filter((name) => ended.has(name)).map((name) => ended.get(name).promise));
          results.push(await runStep(step, { cwd, env, logDir, readCounts, alone, out }));
          ended.get(step.name).resolve();
        }
      }),
    );
  }
  return results;
}

function deferred() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

async function runStep(step, { cwd, env, logDir, readCounts, alone, out }) {
  const started = Date.now();
  const header = `━━ ${step.name}: ${step.cmd.join(' ')}`;
  out.write(alone ? `\n${header}\n` : `\n━━ ${step.name} started (its output follows when it ends)\n`);
  const log = path.join(logDir, `${step.name.replace(/\W+/g, '-')}.log`);
  const cpuFile = path.join(logDir, `${step.name.replace(/\W+/g, '-')}.cpu`);
  rmSync(cpuFile, { force: true });
  const status = await new Promise((resolve) => {
    const child = spawn(process.execPath, [STEP_CPU, cpuFile, ...step.cmd], {
      cwd,
      env: { ...env, ...step.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!alone) {
      const file = createWriteStream(log);
      const chunks = [];
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          chunks.push(chunk);
          file.write(chunk);
        });
      }
      child.on('close', (code) => {
        file.end();
        out.write(`\n${header}\n${Buffer.concat(chunks).toString('utf8')}`);
        out.write(`━━ ${step.name} ended after ${((Date.now() - started) / 1000).toFixed(0)} s (output also in ${path.relative(cwd, log)})\n`);
        resolve(code);
      });
    } else {
      child.on('close', resolve);
    }
    child.on('error', (error) => {
      out.write(`${step.name}: ${error.message}\n`);
      resolve(1);
    });
  });
  const counts = step.report ? readCounts(step.report) : null;
  const ok = status === 0;
  const passed = counts ? counts.passed : ok ? 1 : 0;
  const failed = counts ? counts.failed + (ok || counts.failed > 0 ? 0 : 1) : ok ? 0 : 1;
  return { name: step.name, passed, failed, seconds: (Date.now() - started) / 1000, cpuSeconds: readCpu(cpuFile) };
}

function readCpu(file) {
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
