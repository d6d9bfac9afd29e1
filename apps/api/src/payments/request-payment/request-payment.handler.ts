import { Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { PaymentProvider } from '../payment-provider.js';
import { takesOnlinePayments, type ResolvedPaymentSettings } from '../payment-settings.js';
import { PAYMENT_SETTINGS } from '../payment-settings.token.js';
import { RequestPaymentCommand } from './request-payment.command.js';

export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available at this shop yet. Please choose Cash on Delivery.';

@CommandHandler(RequestPaymentCommand)
export class RequestPaymentHandler implements ICommandHandler<RequestPaymentCommand> {
  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PaymentLog) private readonly log: PaymentLog,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  async execute({ session, request, metadata }: RequestPaymentCommand): Promise<void> {
    // The shop's setting, not a rule of the payment: it stays a 422 as it always was (no Refusal kind says that).
    if (!takesOnlinePayments(this.settings)) throw new UnprocessableEntityException(ONLINE_PAYMENT_UNAVAILABLE);
    await this.log.decideIn(session, request.paymentId, { type: 'RequestPayment', request: { ...request, provider: this.provider.name } }, metadata);
  }
}
