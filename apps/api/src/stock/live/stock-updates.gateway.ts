import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Namespace, Socket } from 'socket.io';
import { ProductCatalog } from '../../catalog/index.js';
import { AppendNotifier, LiveEventFeed, type RecordedEvent } from '../../platform/event-store/index.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { RealtimeServer } from '../../platform/realtime/index.js';
import { stockEventTypes } from '../stock.events.js';
import { crossings, latestAvailable, ShelfOrder, stockMovesOf } from './stock-pushes.js';
import { Sql } from '../../platform/database/sql-transaction.js';

export const STOCK_NAMESPACE = '/stock';
export const STOCK_PUSH = 'stock';
export const STOCK_ALERT = 'stock-alert';
/** The admins' namespace (notifications' AdminOrderFeed admits only admins to it). */
const ADMIN_NAMESPACE = '/admin';
export const MAX_WATCHED_PRODUCTS = 200;
const roomOf = (productId: string) => `product:${productId}`;

type WatchAck = { ok: true; watching: number } | { ok: false; msg: string };

/**
 * /stock (public: what is on the shelf is no secret): a page emits `watch` with the products it shows
 * and gets `stock` { productId, available } whenever one's available changes, from this instance's
 * live feed (which sees every instance's writes). The same feed moves this instance's catalog
 * snapshot's shelves first, so a reload never shows an older `available` than the push did, and sends admins
 * `stock-alert` when a product crosses into low or out (docs/decisions.md#stock).
 */
@Injectable()
export class StockUpdates implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('stock-updates');
  private namespace!: Namespace;
  private admins!: Namespace;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeLocal: (() => void) | null = null;
  // One batch at a time, so a product's pushes leave in the shelf's order.
  private sending: Promise<void> = Promise.resolve();
  private readonly shelfOrder = new ShelfOrder();

  constructor(
    @Inject(RealtimeServer) private readonly realtime: RealtimeServer,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
    @Inject(Sql) private readonly db: Sql,
    @Inject(AppendNotifier) private readonly commits: AppendNotifier,
  ) {}

  onApplicationBootstrap(): void {
    this.namespace = this.realtime.namespace(STOCK_NAMESPACE);
    this.admins = this.realtime.namespace(ADMIN_NAMESPACE);
    this.namespace.on('connection', (socket) => {
      socket.on('watch', (body: unknown, ack?: (answer: WatchAck) => void) => {
        const answer = this.watch(socket, body);
        if (typeof ack === 'function') ack(answer);
      });
    });
    // This instance's own stock writes move the snapshot's shelves the moment they commit: the feed reads only up
    // to the oldest transaction still open on the server, so one long transaction anywhere would let a
    // reload right after an admin's change show the old `available` (stock-orders.spec).
    this.unsubscribeLocal = this.commits.subscribe((events) => this.moveShelves(events), stockEventTypes);
    this.unsubscribe = this.feed.subscribe((events) => {
      const stock = this.shelfOrder.inShelfOrder(events.filter((event) => (stockEventTypes as readonly string[]).includes(event.type)));
      if (stock.length === 0) return;
      this.moveShelves(stock);
      this.sending = this.sending.then(() => this.realtime.track(this.send(stock))).catch((error: unknown) => {
        this.logger.warn({ msg: 'stock push failed', err: String(error) });
      });
    }, stockEventTypes);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribeLocal?.();
    await this.sending;
  }

  /** The catalog's snapshot takes the shelves' new available (or is dropped, for an event this reader cannot read). */
  private moveShelves(events: readonly RecordedEvent[]): void {
    const moves = stockMovesOf(events);
    if (moves) this.catalog.stockMoved(moves);
    else this.catalog.stockChanged();
  }

  /** Replaces the socket's watch with these products (a page shows a new list: it watches that). */
  private watch(socket: Socket, body: unknown): WatchAck {
    const productIds = (body as { productIds?: unknown } | null)?.productIds;
    if (!Array.isArray(productIds) || productIds.length > MAX_WATCHED_PRODUCTS || !productIds.every(isObjectId)) {
      return { ok: false, msg: `productIds must be a list of at most ${MAX_WATCHED_PRODUCTS} product ids` };
    }
    for (const room of socket.rooms) if (room.startsWith('product:')) void socket.leave(room);
    const rooms = [...new Set(productIds)].map(roomOf);
    if (rooms.length > 0) void socket.join(rooms);
    return { ok: true, watching: rooms.length };
  }

  private async send(events: readonly RecordedEvent[]): Promise<void> {
    for (const push of latestAvailable(events)) this.namespace.to(roomOf(push.productId)).emit(STOCK_PUSH, push);
    const alerts = crossings(events);
    if (alerts.length === 0) return;
    const names = new Map<string, string>(
      ((await this.db.query(`SELECT id, name FROM products WHERE id = ANY($1::bpchar[])`, [[...new Set(alerts.map((a) => a.productId))]])) as { id: string; name: string }[]).map((row) => [row.id.trim(), row.name]),
    );
    for (const alert of alerts) {
      this.admins.emit(STOCK_ALERT, { productId: alert.productId, name: names.get(alert.productId) ?? alert.productId, available: alert.available, level: alert.level, at: alert.at.toISOString() });
    }
  }
}
