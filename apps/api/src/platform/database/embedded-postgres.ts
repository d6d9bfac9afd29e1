import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataDirLock } from './data-dir-lock.js';

// Unix socket paths are limited to ~107 bytes; deeper data directories fall back to loopback TCP.
const MAX_SOCKET_PATH = 100;

// The shop's pool holds one connection (database.ts), but when it replaces that connection it opens the
// next at once, before the server has seen the old one close: a server letting in one connection
// refused the new one (EPIPE on its first write). A second place keeps that moment open. The server's
// queue still runs one connection's transaction at a time, so the spare cannot interleave with it.
const SPARE_CONNECTION = 1;
const MAX_CONNECTIONS = 1 + SPARE_CONNECTION;

/**
 * PostgreSQL compiled to WASM, persisted under a data directory and served over the PostgreSQL wire
 * protocol in-process, so the very same `pg` driver, TypeORM and SQL serve both engines
 * (docs/decisions.md#embedded-database). PGlite runs one session: callers use one connection.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly lock: DataDirLock,
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly socketPath: string | null,
    readonly connection: { host: string; port: number; username: string; database: string },
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const socketDir = path.dirname(dataDir);
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    const lock = DataDirLock.acquire(socketDir);
    try {
      return await EmbeddedPostgres.serve(lock, dataDir, socketDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  private static async serve(lock: DataDirLock, dataDir: string, socketDir: string): Promise<EmbeddedPostgres> {
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm, fuzzystrmatch, unaccent } });
    const socketPath = path.join(socketDir, '.s.PGSQL.5432');
    const useSocket = socketPath.length <= MAX_SOCKET_PATH;
    if (useSocket) await rm(socketPath, { force: true }); // left behind by a process that was killed
    const server = new PGLiteSocketServer(
      useSocket ? { db, path: socketPath, maxConnections: MAX_CONNECTIONS } : { db, host: '127.0.0.1', port: 0, maxConnections: MAX_CONNECTIONS },
    );
    await server.start();
    const address = useSocket
      ? { host: socketDir, port: 5432 } // libpq convention: host is the socket's directory
      : parseTcp(server.getServerConn());
    const connection = { ...address, username: 'postgres', database: 'postgres' };
    return new EmbeddedPostgres(lock, db, server, useSocket ? socketPath : null, connection);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    if (this.socketPath) await rm(this.socketPath, { force: true });
    this.lock.release();
  }
}

function parseTcp(serverConn: string): { host: string; port: number } {
  const [host, port] = serverConn.split(':');
  return { host, port: Number(port) };
}
