import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentLog } from '../payment-log.js';
import { PaymentProvider } from '../payment-provider.js';
import { OpenPaymentCommand } from './open-payment.command.js';

/**
 * Never inside a transaction, since the provider is a network away: the attempt is read, the provider
 * called, and PaymentOpened appended against the version read first. If another instance opened it
 * meanwhile, its provider order is the one the page shows, and this one is never paid.
 */
@CommandHandler(OpenPaymentCommand)
export class OpenPaymentHandler implements ICommandHandler<OpenPaymentCommand> {
  private readonly logger = new Logger('payments');

  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PaymentLog) private readonly log: PaymentLog,
  ) {}

  async execute({ paymentId, causationId }: OpenPaymentCommand): Promise<boolean> {
    const readAt = await this.log.load(paymentId);
    const request = readAt.state.request;
    if (!request || readAt.state.status !== 'requested') return false;
    try {
      const { providerReference } = await this.provider.startPayment({ paymentId, orderId: request.orderId, amountPaise: request.amountPaise, method: request.method });
      return await this.log.decideAt(paymentId, readAt, { type: 'OpenPayment', providerReference }, causationId);
    } catch (error) {
      this.logger.warn({ msg: 'payment not opened at the provider; a job will try again', paymentId, error: (error as Error).message });
      return false;
    }
  }
}
