import type { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import type { RefundKind } from './payment.events.js';
import { RequestRefundCommand } from './request-refund/request-refund.command.js';
import { VoidPaymentCommand } from './void-payment/void-payment.command.js';

/** What an order's rules ask of its payments (ordering/order-money.decider.ts), carried out in the order's transaction. */
export type PaymentCommand =
  | { paymentId: string; command: 'void'; reason: string }
  | { paymentId: string; command: 'refund'; refundId: string; amountPaise: number; kind: RefundKind; reason: string };

/** Each of the order's payment commands through the bus, in the caller's transaction (the payment streams are locked). */
export async function carryOutPaymentCommands(commands: CommandBus, session: EventSession, paymentCommands: readonly PaymentCommand[], metadata: EventMetadata): Promise<void> {
  for (const asked of paymentCommands) {
    if (asked.command === 'void') {
      await commands.execute(new VoidPaymentCommand(session, asked.paymentId, asked.reason, metadata));
    } else {
      const { refundId, amountPaise, kind, reason } = asked;
      await commands.execute(new RequestRefundCommand(session, asked.paymentId, { refundId, amountPaise, kind, reason }, metadata));
    }
  }
}
