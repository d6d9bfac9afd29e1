import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type Namespace, Server } from 'socket.io';
import { isSameOrigin } from './same-origin.js';

export const SOCKET_PATH = '/socket.io/';

/**
 * One Socket.IO server on the API's own port (path /socket.io/), attached straight to Fastify's http
 * server, so no Nest websocket adapter is needed. Contexts take namespaces from it; it disconnects
 * every socket before the database closes.
 */
@Injectable()
export class RealtimeServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('realtime');
  private readonly shutdownWork = new Set<Promise<unknown>>();
  private closing = false;
  readonly io = new Server({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    serveClient: false,
    // Same origin only: a browser page elsewhere may not open a socket with a user's token (no CORS headers either).
    allowRequest: (request: IncomingMessage, done) => done(null, !this.closing && isSameOrigin(request)),
  });

  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  namespace(name: string): Namespace {
    return this.io.of(name);
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /** Keeps shutdown waiting for work a socket started (e.g. a catch-up read) so the database outlives it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.shutdownWork.add(work);
    void work.finally(() => this.shutdownWork.delete(work)).catch(() => undefined);
    return work;
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!server) return; // a CLI application context has no http server and no sockets
    this.io.attach(server);
    // socket.io-website memory-usage.md: drop the handshake request each socket would keep.
    this.io.engine.on('connection', (rawSocket: { request: unknown }) => (rawSocket.request = null));
  }

  // Not io.close(): that also closes the http server, which Fastify closes itself afterwards.
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const namespace of this.io._nsps.values()) namespace.disconnectSockets(true);
    this.io.engine?.close();
    await Promise.allSettled([...this.shutdownWork]);
    this.logger.debug?.('sockets closed');
  }
}
