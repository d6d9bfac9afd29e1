import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { pgPoolOf } from '../database/sql-transaction.js';
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

/** The pg pool TypeORM holds: its connections, and requests waiting for one (PGlite's pool has one). */
export function poolGauges(registry: Registry, db: DataSource): void {
  new Gauge({
    name: 'jhatpat_db_pool_connections',
    help: 'Connections in the database pool: total and idle',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = pgPoolOf(db);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'jhatpat_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the database pool',
    registers: [registry],
    collect() {
      this.set(pgPoolOf(db).waitingCount);
    },
  });
}
