import type { NewEvent, StreamModel } from '../../platform/event-store/index.js';

/** Each auditor's own stream of what personal data they asked to see: an immutable, hash-chained record. */
export const AUDIT_ACCESS_STREAM_TYPE = 'audit-access';

export const auditAccessStreamOf = (actorId: string) => ({ streamId: `audit-access-${actorId}`, streamType: AUDIT_ACCESS_STREAM_TYPE });

/**
 * Who asked to see which order, and why. `orderNumber` and `by` (the asker's name then) came later
 * (issue 19: one order number for everyone, names not roles): optional fields, so the events recorded
 * before them read as they were, and a reader shows the order's id and the asker's role for those.
 */
export type OrderUnmaskedEvent = NewEvent<'OrderUnmasked', { orderId: string; orderNumber?: string; by?: string; reason: string; at: string | null }>;

/** How many unmaskings an auditor has recorded; nothing is refused on it (every request is allowed, and kept). */
export const auditAccessModel: StreamModel<{ unmasked: number }> = {
  initialState: () => ({ unmasked: 0 }),
  evolve: (state, event) => (event.type === 'OrderUnmasked' ? { unmasked: state.unmasked + 1 } : state),
};
