import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventMetadata, type EventSession, EventStore, StreamVersionConflictError } from '../platform/event-store/index.js';
import { decidePayment, type PaymentDeciderCommand, type PaymentState, paymentModel } from './payment.decider.js';
import { paymentStreamOf } from './payment.events.js';

/** A provider's notification, kept under its event id's unique key so that a replay changes nothing. */
export interface ProviderNotification {
  provider: string;
  eventId: string;
}

export interface DecideOptions {
  causationId: string;
  /** Recorded once in the same transaction: `duplicate` when this provider event id was seen before. */
  notification?: ProviderNotification;
  /** Laid over the system's metadata (the actor and provider who told us). */
  metadata?: Partial<EventMetadata>;
}

/**
 * The payment stream's plumbing that every use case shares: load, decide with the pure decider, append
 * under the stream's lock. Each write carries the checkout's correlation id and what caused it; a
 * provider's notification is kept in the same transaction (shared notes, money.md).
 */
@Injectable()
export class PaymentLog {
  private readonly logger = new Logger('payments');

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  load(paymentId: string): Promise<{ state: PaymentState; version: number }> {
    return this.store.load(paymentStreamOf(paymentId), paymentModel);
  }

  /**
   * Appends against the version read before a provider was called (no transaction is held over HTTP):
   * false when nothing was decided or another instance wrote first (its write is the one that stands).
   */
  async decideAt(paymentId: string, readAt: { state: PaymentState; version: number }, command: PaymentDeciderCommand, causationId: string): Promise<boolean> {
    const events = decidePayment(command, readAt.state);
    if (events.length === 0) return false;
    try {
      await this.store.append(paymentStreamOf(paymentId), readAt.version, events, metadataOf(readAt.state, causationId));
      return true;
    } catch (error) {
      if (error instanceof StreamVersionConflictError) return false;
      throw error;
    }
  }

  /** One transaction that takes the stream's lock first, notes the notification (if any) and appends what is decided. */
  async decide(paymentId: string, command: PaymentDeciderCommand, options: DecideOptions): Promise<{ duplicate: boolean; state: PaymentState }> {
    const stream = paymentStreamOf(paymentId);
    return this.store.transaction(async (session) => {
      const fresh = options.notification ? await noteNotification(session, paymentId, options.notification) : true;
      const { state, version } = await session.load(stream, paymentModel);
      const events = fresh ? decidePayment(command, state) : [];
      if (events.length > 0) await session.append(stream, version, events, { ...metadataOf(state, options.causationId), ...options.metadata });
      return { duplicate: !fresh, state: session.stateOf<PaymentState>(stream.streamId) ?? state };
    }, { streamIds: [stream.streamId], loads: [stream] });
  }

  /**
   * In the caller's transaction, which holds the stream's lock (an order's placing or its saga). With
   * `onlyIfRequested`, a payment this shop never requested is left alone: only hand-made logs have
   * such events, and there is nothing to close or give back.
   */
  async decideIn(session: EventSession, paymentId: string, command: PaymentDeciderCommand, metadata: EventMetadata, onlyIfRequested = false): Promise<void> {
    const stream = paymentStreamOf(paymentId);
    const { state, version } = await session.load(stream, paymentModel);
    if (onlyIfRequested && !state.request) {
      this.logger.warn({ msg: 'no such payment: command skipped', paymentId, command: command.type });
      return;
    }
    await session.append(stream, version, decidePayment(command, state), metadata);
  }
}

async function noteNotification(session: EventSession, paymentId: string, { provider, eventId }: ProviderNotification): Promise<boolean> {
  const fresh: unknown[] = await session.tx.query(
    `INSERT INTO payment_provider_events (provider, event_id, payment_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [provider, eventId, paymentId],
  );
  return fresh.length > 0;
}

function metadataOf(state: PaymentState, causationId: string): EventMetadata {
  return { actorId: null, role: 'system', causationId, ...(state.correlationId ? { correlationId: state.correlationId } : {}) };
}
