import type { LedgerKind, LedgerStatus } from '@jhatpat/api-client';
import { paymentStatusLabels } from '@jhatpat/domain';
import type { BadgeTone } from '@jhatpat/ui';

/** What a ledger line records, in the admin's words. */
export const kindLabels: Record<LedgerKind, string> = { payment: 'Payment', refund: 'Refund', cash: 'Cash' };

/** The ledger's statuses (issue 14 adds voided and the refund ones), readable, with a tone each; a payment's say what the order pages say. */
export const statusLabels: Record<LedgerStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: paymentStatusLabels.pending, tone: 'warning' },
  paid: { label: paymentStatusLabels.paid, tone: 'success' },
  failed: { label: paymentStatusLabels.failed, tone: 'danger' },
  voided: { label: 'Voided', tone: 'neutral' },
  refunded: { label: paymentStatusLabels.refunded, tone: 'neutral' },
  partially_refunded: { label: paymentStatusLabels.partially_refunded, tone: 'accent' },
  refund_pending: { label: 'Refund pending', tone: 'warning' },
  refund_failed: { label: 'Refund failed', tone: 'danger' },
};

/** A status the API sends that this build does not know yet still shows, as it is. */
export const statusLabelOf = (status: string) => statusLabels[status as LedgerStatus] ?? { label: status, tone: 'neutral' as const };
