import { spawn } from 'node:child_process';

/**
 * `--busy N`: N processes of the bench's own, each spinning on a core for as long as the bench measures,
 * as a neighbour on a shared machine would (issue 20). They run at the bench's own priority, so the
 * shop, PostgreSQL and the load share what is left with them as with any other tenant. Stopped by pid.
 */
export function startBusy(count) {
  const spinners = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const stop = () => {
    for (const spinner of spinners) if (spinner.exitCode === null) spinner.kill('SIGKILL');
  };
  process.once('exit', stop);
  return stop;
}

/** How a bench names its mode in its header. */
export const busyLabel = (count) => (count > 0 ? `--busy ${count}: ${count} spinning process${count > 1 ? 'es' : ''} of the bench's own beside it` : 'no --busy');
