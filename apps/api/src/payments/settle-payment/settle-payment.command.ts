import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../platform/event-store/index.js';
import type { PaymentState, ProviderOutcome } from '../payment.decider.js';

/** A provider's verdict on an attempt (captured or failed), from its webhook, its checkout callback or a poll. */
export interface Settlement extends ProviderOutcome {
  paymentId: string;
  provider: string;
}

/** Records the verdict once: `duplicate` when this provider event id was seen before. */
export class SettlePaymentCommand extends Command<{ duplicate: boolean; state: PaymentState }> {
  constructor(
    readonly settlement: Settlement,
    readonly metadata: Partial<EventMetadata>,
  ) {
    super();
  }
}
