/**
 * What a decider's rules refuse, in words for the person who asked. `kind` says why, and the HTTP layer
 * turns it into a status (api-exception.filter.ts): invalid 400, forbidden 403, not_found 404, conflict 409.
 * Deciders throw it (or a context's subclass) and never an HTTP exception: they know nothing of HTTP.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    message: string,
    readonly kind: RefusalKind,
    /** Structured facts the client acts on (a short order's lines), sent beside the message. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };
