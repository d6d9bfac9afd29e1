import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Namespace, Socket } from 'socket.io';
import { mayReadOrder } from '@jhatpat/domain';
import { isObjectId } from '../platform/ids/object-id.js';
import { cursorOf, encodeCursor, EventStore, LiveEventFeed, type RecordedEvent } from '../platform/event-store/index.js';
import { RealtimeServer, requireSocketUser, socketUser } from '../platform/realtime/index.js';
import { ORDER_PROGRESS_EVENT_TYPES, orderStreamId } from './consumed-events.js';
import { evolveOrderProgress, type OrderProgress } from './order-progress.js';
import { SESSION_USERS, type SessionUsers } from '../platform/auth/session-users.js';

export const ORDERS_NAMESPACE = '/orders';
export const ORDER_UPDATED = 'order.updated';
export const ORDER_NOT_FOUND = 'Order not found.';
const MAX_WATCHED = 20;
const roomOf = (orderId: string) => `order:${orderId}`;

export interface OrderUpdate {
  orderId: string;
  status: string;
  paymentStatus: string;
  cursor: string;
}

type WatchAck = ({ ok: true } & OrderUpdate) | { ok: false; msg: string };

/**
 * /orders: any logged-in user watches orders they may read (libs/domain mayReadOrder: a customer only
 * their own, a rider what is offered to every rider or is theirs, admins and auditors any) with `order.watch`, and gets `order.updated` on each status or
 * payment-status change that this instance's live feed sees.
 */
@Injectable()
export class OrderUpdates implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('order-updates');
  private namespace!: Namespace;
  private unsubscribe: (() => void) | null = null;
  // One batch at a time, so each order's updates leave in the log's order.
  private sending: Promise<void> = Promise.resolve();

  constructor(
    @Inject(RealtimeServer) private readonly realtime: RealtimeServer,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SESSION_USERS) private readonly sessions: SessionUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.namespace = this.realtime.namespace(ORDERS_NAMESPACE);
    requireSocketUser(this.namespace, this.jwt, this.sessions);
    this.namespace.on('connection', (socket) => {
      socket.on('order.watch', (body: unknown, ack?: (answer: WatchAck) => void) => {
        const reply = typeof ack === 'function' ? ack : () => undefined;
        void this.realtime.track(this.watch(socket, body).then(reply, (error: unknown) => {
          this.logger.warn({ msg: 'order.watch failed', err: String(error) });
          reply({ ok: false, msg: 'Could not watch this order. Please try again.' });
        }));
      });
      socket.on('order.unwatch', (body: unknown) => {
        const orderId = (body as { orderId?: unknown } | null)?.orderId;
        if (isObjectId(orderId)) void socket.leave(roomOf(orderId));
      });
    });
    this.unsubscribe = this.feed.subscribe((events) => {
      const watched = events.filter((e) => (ORDER_PROGRESS_EVENT_TYPES as readonly string[]).includes(e.type) && this.hasWatchers(e));
      if (watched.length === 0) return;
      this.sending = this.sending.then(() => this.realtime.track(this.send(watched))).catch((error: unknown) => {
        this.logger.warn({ msg: 'order update push failed', err: String(error) });
      });
    }, ORDER_PROGRESS_EVENT_TYPES);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.sending;
  }

  private async watch(socket: Socket, body: unknown): Promise<WatchAck> {
    const orderId = (body as { orderId?: unknown } | null)?.orderId;
    if (!isObjectId(orderId)) return { ok: false, msg: ORDER_NOT_FOUND };
    const before = await this.progressOf(orderId);
    if (!before || !this.maySee(socket, before.progress)) return { ok: false, msg: ORDER_NOT_FOUND };
    if (!socket.rooms.has(roomOf(orderId)) && socket.rooms.size > MAX_WATCHED) return { ok: false, msg: `At most ${MAX_WATCHED} orders at a time.` };
    await socket.join(roomOf(orderId));
    // Read again after joining: whatever commits from here on is pushed, whatever came before is in this answer.
    const now = (await this.progressOf(orderId)) ?? before;
    return { ok: true, orderId, status: now.progress.status, paymentStatus: now.progress.paymentStatus, cursor: now.cursor };
  }

  private maySee(socket: Socket, progress: OrderProgress): boolean {
    return mayReadOrder(socketUser(socket), progress);
  }

  private async progressOf(orderId: string): Promise<{ progress: OrderProgress; cursor: string } | null> {
    const events = await this.store.readStream(orderStreamId(orderId));
    const progress = events.reduce(evolveOrderProgress, null);
    return progress && { progress, cursor: encodeCursor(cursorOf(events[events.length - 1])) };
  }

  private hasWatchers(event: RecordedEvent): boolean {
    const orderId = (event.data as { orderId?: unknown }).orderId;
    return typeof orderId === 'string' && (this.namespace.adapter.rooms.get(roomOf(orderId))?.size ?? 0) > 0;
  }

  /**
   * Each watcher is asked again whether it may still see the order: a rider watching an order offered to
   * every rider stops hearing of it (and leaves its room) once another rider takes it or it is cancelled.
   */
  private pushTo(orderId: string, progress: OrderProgress, update: OrderUpdate): void {
    for (const socketId of this.namespace.adapter.rooms.get(roomOf(orderId)) ?? []) {
      const socket = this.namespace.sockets.get(socketId);
      if (!socket) continue;
      if (this.maySee(socket, progress)) socket.emit(ORDER_UPDATED, update);
      else void socket.leave(roomOf(orderId));
    }
  }

  /** Folds each watched order's stream once per batch and pushes its state after each change. */
  private async send(events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    for (const [streamId, changes] of byStream) {
      const history = await this.store.readStream(streamId, { version: changes[changes.length - 1].streamVersion });
      let progress: OrderProgress | null = null;
      const pending = new Set(changes.map((e) => e.eventId));
      for (const event of history) {
        progress = evolveOrderProgress(progress, event);
        if (!pending.has(event.eventId) || !progress) continue;
        const orderId = (event.data as { orderId: string }).orderId;
        const update: OrderUpdate = { orderId, status: progress.status, paymentStatus: progress.paymentStatus, cursor: encodeCursor(cursorOf(event)) };
        this.pushTo(orderId, progress, update);
      }
    }
  }
}
