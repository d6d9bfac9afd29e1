import { Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { type PaymentMethod, paymentMethods } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { EventMetadata, EventSession } from '../platform/event-store/index.js';
import { isPayable, type PaymentState, paymentModel, requestPayment, requestRefund, voidPayment } from './payment.decider.js';
import { type PaymentRequestedData, paymentStreamOf, type RefundKind } from './payment.events.js';
import { PaymentLog } from './payment-log.js';
import { PaymentProvider } from './payment-provider.js';
import type { PaymentProviderChoice } from '../platform/config/app-config.js';
import type { ResolvedPaymentSettings } from './payment-settings.js';
import { PAYMENT_SETTINGS } from './payment-settings.token.js';
import { findPaymentsOfOrder, findRefundsOfOrder, type PaymentView, toPaymentView } from './payment.view.js';

export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available at this shop yet. Please choose Cash on Delivery.';

/** What an order asks of its payments, carried out in the order's own transaction. */
export type PaymentCommand =
  | { paymentId: string; command: 'void'; reason: string }
  | { paymentId: string; command: 'refund'; refundId: string; amountPaise: number; kind: RefundKind; reason: string };

/**
 * What the ordering context calls: request an attempt inside its transaction, carry out its saga's
 * commands, open an attempt at the provider, and read an order's payments.
 */
@Injectable()
export class Payments {
  private readonly logger = new Logger('payments');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PaymentLog) private readonly log: PaymentLog,
    @Inject(DataSource) private readonly db: DataSource,
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
    return this.settings.provider !== 'none';
  }

  /** The methods a shopper may choose now. */
  get methods(): readonly PaymentMethod[] {
    return this.takesOnlinePayments ? paymentMethods : ['COD'];
  }

  /** Where the shopper pays this attempt. */
  pageUrlOf(paymentId: string): string {
    return this.provider.pageUrl(paymentId);
  }

  /** Appends PaymentRequested in the caller's transaction; the caller holds the payment stream's lock. */
  async request(session: EventSession, request: Omit<PaymentRequestedData, 'provider'>, metadata: EventMetadata): Promise<void> {
    if (!this.takesOnlinePayments) throw new UnprocessableEntityException(ONLINE_PAYMENT_UNAVAILABLE);
    const stream = paymentStreamOf(request.paymentId);
    const { state, version } = await session.load(stream, paymentModel);
    await session.append(stream, version, requestPayment(state, { ...request, provider: this.provider.name }), metadata);
  }

  /** Carries out the order's commands on its payments in the caller's transaction (the streams are locked). */
  async carryOut(session: EventSession, commands: readonly PaymentCommand[], metadata: EventMetadata): Promise<void> {
    for (const command of commands) {
      const stream = paymentStreamOf(command.paymentId);
      const { state, version } = await session.load(stream, paymentModel);
      // A payment this shop never requested has nothing to close or give back (only hand-made logs have such events).
      if (!state.request) {
        this.logger.warn({ msg: 'no such payment: command skipped', paymentId: command.paymentId, command: command.command });
        continue;
      }
      const events = command.command === 'void' ? voidPayment(state, command.reason) : requestRefund(state, command);
      await session.append(stream, version, events, metadata);
    }
  }

  /** An attempt's state as its stream holds it, in the caller's transaction. */
  async stateIn(session: EventSession, paymentId: string): Promise<PaymentState> {
    return (await session.load(paymentStreamOf(paymentId), paymentModel)).state;
  }

  isPayable(state: PaymentState): boolean {
    return isPayable(state) || state.status === 'requested';
  }

  /**
   * Opens a requested attempt at the provider. Called right after the order commits (so its page is
   * ready when the shopper gets there) and by the jobs for any attempt a crash or an outage left
   * requested; never inside a transaction, since the provider is a network away.
   */
  async open(paymentId: string, causationId = 'open-after-request'): Promise<boolean> {
    const readAt = await this.log.load(paymentId);
    const request = readAt.state.request;
    if (!request || readAt.state.status !== 'requested') return false;
    try {
      const { providerReference } = await this.provider.startPayment({ paymentId, orderId: request.orderId, amountPaise: request.amountPaise, method: request.method });
      return await this.log.opened(paymentId, readAt, providerReference, causationId);
    } catch (error) {
      this.logger.warn({ msg: 'payment not opened at the provider; a job will try again', paymentId, error: (error as Error).message });
      return false;
    }
  }

  /** Every payment of an order with its refunds, oldest first. */
  async paymentsOf(orderId: string): Promise<PaymentView[]> {
    const [payments, refunds] = await Promise.all([findPaymentsOfOrder(this.db, orderId), findRefundsOfOrder(this.db, orderId)]);
    return payments.map((row) => toPaymentView(row, refunds));
  }
}
