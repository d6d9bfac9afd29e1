import { Gauge, type Registry } from 'prom-client';
import type { Sql } from '../database/sql-transaction.js';
import type { RealtimeServer } from '../realtime/realtime-server.js';

/** Sockets per Socket.IO namespace (/admin, /orders, …), whichever namespaces the contexts opened. */
export function socketGauges(registry: Registry, realtime: RealtimeServer): void {
  new Gauge({
    name: 'jhatpat_sockets_connected',
    help: 'Sockets connected to this instance, per Socket.IO namespace',
    labelNames: ['namespace'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, namespace] of realtime.io._nsps) this.set({ namespace: name }, namespace.sockets.size);
    },
  });
}

/** The database pool: its connections, and requests waiting for one (PGlite's pool has one). */
export function poolGauges(registry: Registry, db: Sql): void {
  new Gauge({
    name: 'jhatpat_db_pool_connections',
    help: 'Connections in the database pool: total and idle',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = db.poolFigures();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'jhatpat_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the database pool',
    registers: [registry],
    collect() {
      this.set(db.poolFigures().waiting);
    },
  });
}
