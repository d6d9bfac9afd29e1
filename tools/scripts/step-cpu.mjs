#!/usr/bin/env node
// Runs one of npm test's steps (`node step-cpu.mjs <cpu file> <command> [args…]`) and, when it ends, writes
// to <cpu file> the CPU seconds its processes used: user + sys of every process under it that was waited
// for (the jest workers, vitest's forks, Chromium), which /proc gives a parent once its children are
// reaped. The steps run side by side (test-lanes.mjs), so the run's own total cannot say which step
// spent what; measured in docs/decisions.md#fast-tests-per-worker.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { childrenCpuSeconds } from './test-lanes.mjs';

const [cpuFile, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  process.stderr.write(`${command}: ${error.message}\n`);
  process.exit(127);
});
child.on('close', (code, signal) => {
  const cpu = childrenCpuSeconds();
  if (cpu !== null) writeFileSync(cpuFile, String(cpu));
  process.exit(code ?? (signal ? 1 : 0));
});
