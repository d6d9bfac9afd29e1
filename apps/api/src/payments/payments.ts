import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { PaymentMethod } from '@jhatpat/domain';
import type { PaymentProviderChoice } from '../platform/config/app-config.js';
import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import { carryOutPaymentCommands, type PaymentCommand } from './carry-out-payment-commands.js';
import { OpenPaymentCommand } from './open-payment/open-payment.command.js';
import { isPayable, type PaymentState, paymentModel } from './payment.decider.js';
import { type PaymentRequestedData, paymentStreamOf } from './payment.events.js';
import { PaymentProvider } from './payment-provider.js';
import { paymentMethodsTaken, type ResolvedPaymentSettings, takesOnlinePayments } from './payment-settings.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import type { PaymentView } from './payment.view.js';
import { PaymentsOfOrderQuery } from './payments-of-order/payments-of-order.query.js';
import { RequestPaymentCommand } from './request-payment/request-payment.command.js';

export { type PaymentCommand } from './carry-out-payment-commands.js';

/**
 * @deprecated The way ordering called payments before they took the one shape: every method now sends
 * the use case's command or query through the bus and holds no rule of its own. It stays while ordering
 * (reshaped at the same time) moves to the commands payments/index.ts exports; then it goes.
 */
@Injectable()
export class Payments {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /** Who takes new online payments: Razorpay, the sandbox (no money moves), or 'none' (cash on delivery only). */
  get takenBy(): PaymentProviderChoice {
    return this.settings.provider;
  }

  get takesOnlinePayments(): boolean {
    return takesOnlinePayments(this.settings);
  }

  get methods(): readonly PaymentMethod[] {
    return paymentMethodsTaken(this.settings);
  }

  /** Synchronous, as callers building an answer need it; PaymentPageUrlQuery is the bus's way. */
  pageUrlOf(paymentId: string): string {
    return this.provider.pageUrl(paymentId);
  }

  request(session: EventSession, request: Omit<PaymentRequestedData, 'provider'>, metadata: EventMetadata): Promise<void> {
    return this.commands.execute(new RequestPaymentCommand(session, request, metadata));
  }

  carryOut(session: EventSession, commands: readonly PaymentCommand[], metadata: EventMetadata): Promise<void> {
    return carryOutPaymentCommands(this.commands, session, commands, metadata);
  }

  async stateIn(session: EventSession, paymentId: string): Promise<PaymentState> {
    return (await session.load(paymentStreamOf(paymentId), paymentModel)).state;
  }

  isPayable(state: PaymentState): boolean {
    return isPayable(state) || state.status === 'requested';
  }

  open(paymentId: string, causationId?: string): Promise<boolean> {
    return this.commands.execute(new OpenPaymentCommand(paymentId, causationId));
  }

  paymentsOf(orderId: string): Promise<PaymentView[]> {
    return this.queries.execute(new PaymentsOfOrderQuery(orderId));
  }
}
