import { Body, Controller, Get, Inject, Logger, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Sql } from '../../platform/database/sql-transaction.js';
import { orderNumbersOf } from '../../platform/ids/order-number.js';
import { formatRupees } from '@jhatpat/domain';
import { escapeHtml, sendPaymentPage } from '../payment-page/payment-page.js';
import { type ResolvedPaymentSettings } from '../payment-settings.js';
import { PAYMENT_SETTINGS } from '../payment-settings.token.js';
import { confirmationUrlOf } from '../payment-urls.js';
import { findPayment, type PaymentRow } from '../payment.view.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox.provider.js';

export class CompleteSandboxPaymentBody {
  @IsIn(['succeeded', 'failed'], { message: 'outcome must be succeeded or failed' })
  outcome!: 'succeeded' | 'failed';
}

/**
 * The sandbox provider's hosted page. Reachable by whoever holds the URL (its key is unguessable), like a
 * provider's hosted checkout; it shows only the amount and the order id. Completing it calls our webhook over HTTP,
 * signed, exactly as an outside provider would.
 */
@ApiExcludeController()
@Controller('payments/sandbox')
export class SandboxPageController {
  private readonly logger = new Logger('sandbox');

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(SandboxProvider) private readonly sandbox: SandboxProvider,
    @Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings,
  ) {}

  /** The order's number as every screen shows it (read off the log: payments does not own orders). */
  private async numberOf(orderId: string): Promise<string> {
    return (await orderNumbersOf(this.db, [orderId])).get(orderId) ?? orderId;
  }

  @Get(':paymentId/:key')
  async page(@Param('paymentId') paymentId: string, @Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const payment = await this.sandboxPayment(paymentId, key);
    if (payment.status === 'requested') {
      // The attempt is on record but not yet open at the sandbox (the job opens it within seconds).
      reply.header('refresh', '2');
      return sendPaymentPage(reply, 'Jhatpat sandbox payment', `<h1>Preparing your payment…</h1><p class="note">This page refreshes itself.</p>`);
    }
    if (payment.status !== 'pending') return this.notPayable(reply, payment, 200, await this.sandbox.refundsOf(payment.provider_reference));
    const action = `${escapeHtml(this.sandbox.pageUrl(payment.payment_id))}/complete`;
    sendPaymentPage(
      reply,
      'Jhatpat sandbox payment',
      `<h1>Sandbox payment</h1>
<p>Order <strong data-order-id="${escapeHtml(payment.order_id)}">${escapeHtml(await this.numberOf(payment.order_id))}</strong> · ${escapeHtml(payment.method)}</p>
<p class="amount">${escapeHtml(formatRupees(payment.amount_paise))}</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="outcome" value="succeeded"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button class="fail" type="submit">Fail</button></form>
</div>
<p class="note">No money moves: this is the built-in test provider.</p>`,
    );
  }

  /**
   * Pay or Fail. Only an attempt that is still open takes anything: the sandbox's own books move once
   * (two tabs cannot both pay), then its notification goes to our webhook over HTTP, signed, as an
   * outside provider's would. A notification that does not arrive is found later by reconciliation.
   */
  @Post(':paymentId/:key/complete')
  async complete(
    @Param('paymentId') paymentId: string,
    @Param('key') key: string,
    @Body() body: CompleteSandboxPaymentBody,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const payment = await this.sandboxPayment(paymentId, key);
    if (payment.status !== 'pending') return this.notPayable(reply, payment, 409);
    const event = await this.sandbox.complete(payment.payment_id, body.outcome);
    if (!event) return this.notPayable(reply, payment, 409);
    const { body: raw, signature } = this.sandbox.sign(event);
    const response = await fetch(`${ownOrigin(request)}/api/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) this.logger.warn({ msg: 'sandbox notification not delivered; reconciliation will find it', paymentId: payment.payment_id });
    reply.redirect(confirmationUrlOf(this.settings.publicUrl, payment.order_id, body.outcome), 303);
  }

  private async notPayable(reply: FastifyReply, payment: PaymentRow, status: 200 | 409, refunds: readonly { provider_refund_id: string; amount_paise: number }[] = []): Promise<void> {
    const said: Record<string, string> = {
      paid: 'This payment has already been made.',
      failed: 'This payment failed. Start a new payment from your order.',
      voided: 'This payment is no longer needed: your order was paid another way or cancelled.',
    };
    const orderNumber = await this.numberOf(payment.order_id);
    reply.status(status);
    sendPaymentPage(
      reply,
      'Jhatpat sandbox payment',
      `<h1>Nothing to pay here</h1>
<p>Order <strong data-order-id="${escapeHtml(payment.order_id)}">${escapeHtml(orderNumber)}</strong></p>
<p class="note" role="status">${escapeHtml(said[payment.status] ?? 'This payment cannot be paid.')}${status === 409 || payment.status !== 'paid' ? ' Nothing was taken.' : ''}</p>${refundList(refunds)}`,
    );
  }

  /** A wrong key reads like a missing payment: whether the payment exists is not disclosed. */
  private async sandboxPayment(paymentId: string, key: string): Promise<PaymentRow> {
    const genuine = /^[0-9a-f]{24}$/.test(paymentId) && this.sandbox.isPageKey(paymentId, key);
    const payment = genuine ? await findPayment(this.db, paymentId) : null;
    if (!payment || payment.provider !== 'sandbox') throw new NotFoundException('Payment not found');
    return payment;
  }
}

/** The sandbox's own record of what it gave back, as a provider's dashboard shows it. */
function refundList(refunds: readonly { provider_refund_id: string; amount_paise: number }[]): string {
  if (refunds.length === 0) return '';
  const items = refunds.map((r) => `<li>${escapeHtml(formatRupees(r.amount_paise))} refunded (${escapeHtml(r.provider_refund_id)})</li>`).join('');
  return `<h2>Refunds</h2><ul class="note">${items}</ul>`;
}

/** This very server, as the connection reached it: the webhook goes out over real HTTP and back in. */
function ownOrigin(request: FastifyRequest): string {
  const { localAddress, localPort } = request.raw.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}
