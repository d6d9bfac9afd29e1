import net from 'node:net';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 16 item 10: a client that hangs up mid-request is noise, not a database outage.
describe('a client hanging up mid-request', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ logLevel: 'debug' });
  });
  afterAll(() => shop.close());

  it('is logged as the client leaving, never as the database being unreachable', async () => {
    const errors: unknown[] = [];
    const notes: unknown[] = [];
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation((...args: unknown[]) => void notes.push(args));
    try {
      const { port, hostname } = new URL(shop.baseUrl);
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(port), hostname, () => {
          // A body promised at 1,000 bytes; 11 arrive, then the client is gone.
          socket.write('POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"phone":"9');
          setTimeout(() => socket.destroy(), 200);
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      const deadline = Date.now() + 60_000;
      while (notes.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(JSON.stringify(notes)).toContain('client closed the connection before its request was read');
      expect(errors).toEqual([]);
      expect((await shop.request('/api/health')).status).toBe(200);
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });
});
