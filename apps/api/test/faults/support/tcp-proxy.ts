import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL that a test can sever: `cut()` drops every open
 * connection and refuses new ones until `restore()`, while PostgreSQL itself keeps serving everyone else.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private severed = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = createServer((client) => {
      if (!proxy || proxy.severed) return client.destroy();
      const upstream = connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket);
        socket.on('close', () => proxy?.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    proxy = new TcpProxy(server, address.port);
    return proxy;
  }

  cut(): void {
    this.severed = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.severed = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
