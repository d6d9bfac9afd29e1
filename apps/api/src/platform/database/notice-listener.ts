import pg from 'pg';

/** What a NoticeListener tells its owner. */
export interface NoticeHandlers {
  /** A NOTIFY on the channel, delivered after the notifying transaction committed. */
  notice(payload: string): void;
  /**
   * Whether notices are being heard: true once LISTEN has taken effect, false when the connection is
   * lost or closed. Between the two, notices may have been missed: the owner must not trust what it
   * learned before (a cache empties itself).
   */
  listening(on: boolean): void;
}

/** How long a lost listening connection waits before connecting again. */
const RECONNECT_MS = 1_000;

/**
 * One connection of its own, outside the pool, LISTENing on a channel for as long as it runs: PostgreSQL
 * delivers a channel's notices to every connection listening on it, on every instance, once the
 * notifying transaction commits. A lost connection is reported and made again after a second.
 */
export class NoticeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: NoticeHandlers,
  ) {}

  start(): void {
    if (this.stopped || this.client) return;
    const client = new pg.Client({ ...this.connection, application_name: 'jhatpat-notices' });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.handlers.listening(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retry = setTimeout(() => ((this.retry = null), this.start()), RECONNECT_MS).unref();
    };
    client.on('notification', (message) => message.channel === this.channel && this.handlers.notice(message.payload ?? ''));
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`))
      .then(() => this.client === client && this.handlers.listening(true), lost);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.handlers.listening(false);
    await client?.end().catch(() => undefined);
  }
}
