import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Namespace, Socket } from 'socket.io';
import { cursorOf, decodeCursor, encodeCursor, LiveEventFeed, type LogCursor, type RecordedEvent } from '../platform/event-store/index.js';
import { RealtimeServer, requireSocketUser } from '../platform/realtime/index.js';
import { NOTIFICATION_EVENT_TYPES } from './consumed-events.js';
import { isAfter } from './log-order.js';
import { Sql } from '../platform/database/sql-transaction.js';
import { orderNumbersOf } from '../platform/ids/order-number.js';
import { orderNotificationOf, ordersToNumber } from './order-notification.js';
import { SESSION_USERS, type SessionUsers } from '../platform/auth/session-users.js';

export const ADMIN_NAMESPACE = '/admin';
export const ORDER_NOTIFICATION = 'order-notification';
/** Sent first to a socket that came without a cursor: where its live pushes start, to resume from. */
export const FEED_CURSOR = 'feed-cursor';
const LIVE_ROOM = 'live';
const CATCH_UP_BATCH = 500;
const MAX_WAIT_FOR_FEED_MS = 10_000;
/** Order numbers kept for the pushes' messages: the orders of about a busy day. */
const NUMBERS_KEPT = 20_000;

export interface OrderNotificationPush {
  id: string;
  /** The order it is about, so the notification links to it. */
  orderId: string;
  message: string;
  time: string;
  cursor: string;
}

/** A socket that asked for what it missed: live events wait in its buffer until it joins the room. */
interface CatchingUp {
  socket: Socket;
  buffer: RecordedEvent[];
  /** Set once the catch-up has sent everything up to here. */
  caughtUpTo: LogCursor | null;
}

const isNotificationEvent = (event: RecordedEvent) => (NOTIFICATION_EVENT_TYPES as readonly string[]).includes(event.type);

function pushOf(event: RecordedEvent, numbers: ReadonlyMap<string, string>): OrderNotificationPush | null {
  // The live feed drops an event a newer release wrote; a catch-up (readSince) sees it too, and must
  // not describe data it cannot read either (docs/decisions.md#event-versions).
  if (event.newerThanReader) return null;
  const notification = orderNotificationOf(event, numbers);
  return notification && { id: notification.id, orderId: notification.orderId, message: notification.message, time: notification.time, cursor: encodeCursor(cursorOf(event)) };
}

/**
 * /admin: admins only. Every instance pushes what its own live feed sees to its own sockets, so with
 * several instances each admin still gets each notification once. A socket that connects with
 * `auth.cursor` first gets what it missed (readSince), then joins the live room once this instance's
 * feed has passed that point; live events that arrive meanwhile wait in its buffer, and those the
 * catch-up already sent are dropped by cursor.
 */
@Injectable()
export class AdminOrderFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('admin-feed');
  private readonly catchingUp = new Map<string, CatchingUp>();
  private namespace!: Namespace;
  private unsubscribe: (() => void) | null = null;
  /** Order numbers the messages name, learnt from OrderPlaced as it passes and looked up on a miss. */
  private readonly numbers = new Map<string, string>();
  /** Pushes waiting on a look-up, in the feed's order: while one waits, later ones queue behind it. */
  private queued: Promise<void> | null = null;

  constructor(
    @Inject(RealtimeServer) private readonly realtime: RealtimeServer,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SESSION_USERS) private readonly sessions: SessionUsers,
    @Inject(Sql) private readonly db: Sql,
  ) {}

  onApplicationBootstrap(): void {
    this.namespace = this.realtime.namespace(ADMIN_NAMESPACE);
    requireSocketUser(this.namespace, this.jwt, this.sessions, ['admin']);
    this.namespace.use((socket, next) => {
      const cursor = (socket.handshake.auth as { cursor?: unknown }).cursor;
      if (cursor !== undefined && cursor !== null && (typeof cursor !== 'string' || !decodeCursor(cursor))) return next(new Error('Invalid cursor.'));
      next();
    });
    this.namespace.on('connection', (socket) => this.admit(socket));
    this.unsubscribe = this.feed.subscribe((events) => this.push(events), NOTIFICATION_EVENT_TYPES);
  }

  beforeApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  /**
   * Pushes at once when every order's number is known (the usual case: its OrderPlaced passed this
   * instance); otherwise after looking the missing ones up, and everything after it waits its turn.
   */
  private push(events: readonly RecordedEvent[]): void {
    const relevant = events.filter(isNotificationEvent);
    this.remember(relevant);
    const missing = ordersToNumber(relevant).filter((id) => !this.numbers.has(id));
    if (missing.length === 0 && !this.queued) return this.pushNow(relevant);
    const turn: Promise<void> = (this.queued ?? Promise.resolve())
      .then(() => this.learn(missing))
      .catch((error: unknown) => this.logger.warn({ msg: 'order numbers not found; pushing with order ids', err: String(error) }))
      .then(() => this.pushNow(relevant))
      .finally(() => {
        if (this.queued === turn) this.queued = null;
      });
    this.queued = turn;
    void this.realtime.track(turn);
  }

  private remember(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      const { orderId, orderNumber } = (event.data ?? {}) as { orderId?: unknown; orderNumber?: unknown };
      if (typeof orderId === 'string' && typeof orderNumber === 'string') this.keep(orderId, orderNumber);
    }
  }

  private async learn(orderIds: readonly string[]): Promise<void> {
    const missing = orderIds.filter((id) => !this.numbers.has(id));
    for (const [id, number] of await orderNumbersOf(this.db, missing)) this.keep(id, number);
  }

  private keep(orderId: string, number: string): void {
    this.numbers.set(orderId, number);
    if (this.numbers.size > NUMBERS_KEPT) this.numbers.delete(this.numbers.keys().next().value as string);
  }

  private pushNow(relevant: readonly RecordedEvent[]): void {
    const live = this.namespace.to(LIVE_ROOM);
    for (const event of relevant) {
      const push = pushOf(event, this.numbers);
      if (push) live.emit(ORDER_NOTIFICATION, push);
    }
    for (const pending of this.catchingUp.values()) {
      pending.buffer.push(...relevant);
      if (pending.caughtUpTo) this.goLiveIfFeedCaughtUp(pending);
    }
  }

  private admit(socket: Socket): void {
    const text = (socket.handshake.auth as { cursor?: string }).cursor;
    const from = text ? decodeCursor(text) : null;
    if (!from) {
      // Joined live at the feed's position, in one turn with reading it: the socket is told that
      // position first, so if it receives nothing and its instance dies, it resumes from there on
      // another one and gets exactly what it missed (issue 15 item 10).
      const startsAt = this.feed.position();
      if (startsAt) socket.emit(FEED_CURSOR, { cursor: encodeCursor(startsAt) });
      void socket.join(LIVE_ROOM);
      return;
    }
    const pending: CatchingUp = { socket, buffer: [], caughtUpTo: null };
    this.catchingUp.set(socket.id, pending);
    socket.once('disconnect', () => this.catchingUp.delete(socket.id));
    void this.realtime.track(
      this.catchUp(pending, from).catch((error: unknown) => {
        this.logger.warn({ msg: 'catch-up failed; disconnecting so the client retries', err: String(error) });
        this.catchingUp.delete(socket.id);
        socket.disconnect(true);
      }),
    );
  }

  private async catchUp(pending: CatchingUp, from: LogCursor): Promise<void> {
    let last = from;
    for (;;) {
      if (!pending.socket.connected || this.realtime.isClosing) return;
      const missed = await this.feed.readSince(last, NOTIFICATION_EVENT_TYPES, CATCH_UP_BATCH);
      this.remember(missed);
      await this.learn(ordersToNumber(missed));
      for (const event of missed) this.send(pending.socket, event);
      if (missed.length > 0) last = cursorOf(missed[missed.length - 1]);
      if (missed.length < CATCH_UP_BATCH) break;
    }
    pending.caughtUpTo = last;
    this.goLiveIfFeedCaughtUp(pending);
    // A cursor the feed never reaches (forged, or from a far-ahead instance) must not buffer forever.
    if (this.catchingUp.has(pending.socket.id)) {
      const timer = setTimeout(() => {
        if (this.catchingUp.get(pending.socket.id) === pending) pending.socket.disconnect(true);
      }, MAX_WAIT_FOR_FEED_MS);
      timer.unref();
    }
  }

  /**
   * The catch-up may have read past where this instance's feed has pushed: the socket waits outside
   * the room (buffering) until the feed reaches its cursor, or the room would send those events again.
   * Runs without awaiting, so flushing the buffer and joining the room happen in one turn.
   */
  private goLiveIfFeedCaughtUp(pending: CatchingUp): void {
    // Pushes queued behind a look-up are past the feed's position but not yet in the buffer: wait for them.
    if (this.queued) {
      void this.queued.then(() => this.goLiveIfFeedCaughtUp(pending));
      return;
    }
    const feedAt = this.feed.position();
    const last = pending.caughtUpTo;
    if (!last || !feedAt || isAfter(last, feedAt)) return;
    let sentTo = last;
    for (const event of pending.buffer) {
      if (!isAfter(cursorOf(event), sentTo)) continue;
      this.send(pending.socket, event);
      sentTo = cursorOf(event);
    }
    this.catchingUp.delete(pending.socket.id);
    if (pending.socket.connected) void pending.socket.join(LIVE_ROOM);
  }

  private send(socket: Socket, event: RecordedEvent): void {
    const push = pushOf(event, this.numbers);
    if (push) socket.emit(ORDER_NOTIFICATION, push);
  }
}
