import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Namespace } from 'socket.io';
import { SESSION_USERS, type SessionUsers } from '../../platform/auth/session-users.js';
import { cursorOf, encodeCursor, LiveEventFeed, type RecordedEvent } from '../../platform/event-store/index.js';
import { RealtimeServer, requireSocketUser } from '../../platform/realtime/index.js';
import { packingViewEventTypes } from './packing-view.fold.js';

export const PACKING_NAMESPACE = '/packing';
export const PACKING_CHANGED = 'packing.changed';

export interface PackingChangedPush {
  orderId: string;
  /** The event that changed it: OrderPlaced, OrderStatusChanged or one of the packing events. */
  type: string;
  cursor: string;
}

/** Does this event change what the packing floor shows? A status change always may (an order joins or leaves the queue). */
const concernsTheFloor = (event: RecordedEvent) => event.type !== 'OrderPlaced' || (event.data as { status?: string }).status === 'confirmed';

/**
 * /packing, the staff socket of the packing floor: packers and admins only. Every instance pushes what
 * its own live feed sees (orders confirmed, claimed, picked, short, substituted, packed, cancelled) as
 * `packing.changed`; the tablet reads the queue again, so a missed push costs one stale minute at
 * most (the screen also reads it again every minute) and never a wrong one.
 */
@Injectable()
export class PackingUpdates implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private namespace!: Namespace;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(RealtimeServer) private readonly realtime: RealtimeServer,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SESSION_USERS) private readonly sessions: SessionUsers,
  ) {}

  onApplicationBootstrap(): void {
    this.namespace = this.realtime.namespace(PACKING_NAMESPACE);
    requireSocketUser(this.namespace, this.jwt, this.sessions, ['packer', 'admin']);
    this.unsubscribe = this.feed.subscribe((events) => {
      for (const event of events) {
        if (event.newerThanReader || !packingViewEventTypes.includes(event.type) || !concernsTheFloor(event)) continue;
        const push: PackingChangedPush = { orderId: (event.data as { orderId: string }).orderId, type: event.type, cursor: encodeCursor(cursorOf(event)) };
        this.namespace.emit(PACKING_CHANGED, push);
      }
    }, packingViewEventTypes);
  }

  beforeApplicationShutdown(): void {
    this.unsubscribe?.();
  }
}
