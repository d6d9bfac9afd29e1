import type { LedgerKind, LedgerStatus } from '@jhatpat/api-client';
import type { BadgeTone } from '@jhatpat/ui';

/** What a ledger line records, in the admin's words. */
export const kindLabels: Record<LedgerKind, string> = { payment: 'Payment', refund: 'Refund', cash: 'Cash' };

/** The ledger's statuses (issue 14 adds voided and the refund ones), readable, with a tone each. */
export const statusLabels: Record<LedgerStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  voided: { label: 'Voided', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partially_refunded: { label: 'Partially refunded', tone: 'accent' },
  refund_pending: { label: 'Refund pending', tone: 'warning' },
  refund_failed: { label: 'Refund failed', tone: 'danger' },
};

/** A status the API sends that this build does not know yet still shows, as it is. */
export const statusLabelOf = (status: string) => statusLabels[status as LedgerStatus] ?? { label: status, tone: 'neutral' as const };
