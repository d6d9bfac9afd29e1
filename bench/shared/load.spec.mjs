import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from './figures.mjs';
import { runLoad } from './load.mjs';

// The load process's phases, against a local server that counts what it is sent: a phase of no time
// sends nothing, and stop() ends a long timed run when asked rather than when its time is up.
describe('runLoad', () => {
  let server;
  let url;
  let received = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      received += 1;
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends nothing for a phase of no time (--warmup 0)', async () => {
    const before = received;
    const phase = runLoad(url, { connections: 2, duration: 0 });
    const run = await phase;
    expect(run).toMatchObject({ requests: 0, seconds: 0, statuses: {} });
    // A bench may stop any phase it started, one of no time too.
    expect((await phase.stop()).requests).toBe(0);
    expect(received).toBe(before);
  });

  it('ends a timed run early on stop(), with the answers it had', async () => {
    const load = runLoad(url, { connections: 2, duration: 600 });
    // Stopped once the server has answered a few: a run left to its time would outlast the test's deadline.
    const started = received;
    while (received < started + 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const run = await load.stop();
    expect(run.requests).toBeGreaterThanOrEqual(20);
    expect(run.statuses).toEqual({ 200: run.requests });
  }, 30_000);

  it('runs phases one after another in one load process, and phases at once in one each', async () => {
    const first = await runLoad(url, { connections: 1, amount: 3 });
    const second = await runLoad(url, { connections: 1, amount: 3 });
    expect(second.loadPid).toBe(first.loadPid);
    const [a, b] = await Promise.all([runLoad(url, { connections: 1, amount: 3 }), runLoad(url, { connections: 1, amount: 3 })]);
    expect(a.loadPid).not.toBe(b.loadPid);
    expect([a.requests, b.requests]).toEqual([3, 3]);
  }, 30_000);

  it("tells each connection's first answer apart, and keeps it among every answer", async () => {
    const run = await runLoad(url, { connections: 3, amount: 12 });
    expect(run.requests).toBe(12);
    expect(run.firsts).toHaveLength(3);
    const figures = pool([run]);
    expect(figures.firstAnswers.count).toBe(3);
    expect(figures.laterAnswers.count).toBe(9);
    expect(figures.max).toBe(Math.max(...run.latencies));
  }, 30_000);

  it('starts another load process when the kept one has ended', async () => {
    const first = await runLoad(url, { connections: 1, amount: 2 });
    process.kill(first.loadPid, 'SIGKILL');
    while (isAlive(first.loadPid)) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50)); // its channel's close reaches this process
    const next = await runLoad(url, { connections: 1, amount: 2 });
    expect(next.requests).toBe(2);
    expect(next.loadPid).not.toBe(first.loadPid);
  }, 30_000);

  it('lets a bench end when its work is done: the kept load processes neither hold it nor outlive it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jp-load-'));
    const bench = path.join(dir, 'bench.mjs');
    await writeFile(
      bench,
      `import { runLoad } from ${JSON.stringify(new URL('./load.mjs', import.meta.url).href)};
       const run = await runLoad(${JSON.stringify(url)}, { connections: 1, amount: 2 });
       console.log(run.loadPid);`,
    );
    const pid = await new Promise((resolve, reject) =>
      execFile(process.execPath, [bench], { timeout: 20_000 }, (error, stdout) => (error ? reject(error) : resolve(Number(stdout.trim())))),
    ).finally(() => rm(dir, { recursive: true, force: true }));
    expect(pid).toBeGreaterThan(0);
    // The load process saw its parent go and ended too.
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isAlive(pid)).toBe(false);
  }, 30_000);
});

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
