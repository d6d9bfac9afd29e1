import { jest } from '@jest/globals';
import pg from 'pg';

/** One query node-postgres sent (a round trip), and the connection it went on. */
export interface Sent {
  client: pg.Client;
  text: string;
}

/**
 * Every query node-postgres sends while `work` runs, in order, on every connection of the process (the
 * shop's processors send theirs beside the work: filter by connection). For specs of how many round trips
 * a command costs (docs/decisions.md#command-round-trips, #writes-behind).
 */
export async function sentWhile<T>(work: () => Promise<T>): Promise<{ sent: Sent[]; result: T }> {
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;
  const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    sent.push({ client: this, text: typeof config === 'string' ? config : config.text });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    return { sent, result: await work() };
  } finally {
    spy.mockRestore();
  }
}

/** What `sent` holds on one connection, from its `first` query on. */
export const onConnectionOf = (sent: readonly Sent[], first: number): string[] =>
  sent.slice(first).filter(({ client }) => client === sent[first].client).map(({ text }) => text);

/** A batch's statements as sent, without the PREPAREs a connection sends the first time. */
export const batchStatements = (batch: string): string[] => batch.split(';\n').filter((statement) => !statement.startsWith('PREPARE '));
