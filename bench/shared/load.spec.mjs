import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
