import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEB_APP_CSP } from './security-headers.js';

/** Serves the single-page app's index.html for client-side routes such as /cart or /orders/abc. */
export class WebAppFallback {
  private readonly indexHtml: Buffer;

  constructor(webDistDir: string) {
    this.indexHtml = readFileSync(path.join(webDistDir, 'index.html'));
  }

  accepts(request: FastifyRequest): boolean {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) return false;
    if (pathname.startsWith('/storybook/')) return false;
    // A missing file such as /assets/x.js or /logo.png is a real 404, not a web route.
    return path.extname(pathname) === '';
  }

  serve(reply: FastifyReply): void {
    reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-security-policy', WEB_APP_CSP).send(this.indexHtml);
  }
}
