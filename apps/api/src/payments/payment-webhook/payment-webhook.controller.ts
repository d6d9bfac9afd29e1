import { Controller, Headers, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiExcludeController } from '@nestjs/swagger';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { RazorpayProvider } from '../razorpay/razorpay.provider.js';
import { SandboxProvider } from '../sandbox/sandbox.provider.js';
import { RAZORPAY } from '../payment-tokens.js';
import { ReceivePaymentWebhookCommand, type WebhookAnswer } from './receive-payment-webhook.command.js';
import type { WithRawBody } from './raw-body.hook.js';

/** Providers' server-to-server notifications; authenticated by their signatures, not by a login. */
@ApiExcludeController()
@Controller('payments/webhook')
export class PaymentWebhookController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SandboxProvider) private readonly sandbox: SandboxProvider,
    @Inject(RAZORPAY) private readonly razorpay: RazorpayProvider | null,
  ) {}

  @Post('sandbox')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorBody })
  sandboxWebhook(@Req() request: WithRawBody, @Headers() headers: Record<string, string>): Promise<WebhookAnswer> {
    return this.commands.execute(new ReceivePaymentWebhookCommand(this.sandbox, request.rawBody, headers));
  }

  @Post('razorpay')
  @HttpCode(200)
  razorpayWebhook(@Req() request: WithRawBody, @Headers() headers: Record<string, string>): Promise<WebhookAnswer> {
    if (!this.razorpay) throw new NotFoundException('Razorpay is not configured');
    return this.commands.execute(new ReceivePaymentWebhookCommand(this.razorpay, request.rawBody, headers));
  }
}
