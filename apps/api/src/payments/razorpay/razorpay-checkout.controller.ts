import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Sql } from '../../platform/database/sql-transaction.js';
import { formatRupees } from '@jhatpat/domain';
import { escapeHtml, sendPaymentPage } from '../payment-page/payment-page.js';
import { RAZORPAY } from '../payment-tokens.js';
import { findPayment, type PaymentRow } from '../payment.view.js';
import { SettlePaymentCommand } from '../settle-payment/settle-payment.command.js';
import type { RazorpayProvider } from './razorpay.provider.js';

export class VerifyRazorpayCheckoutBody {
  @IsString() @Length(1, 100) razorpay_order_id!: string;
  @IsString() @Length(1, 100) razorpay_payment_id!: string;
  @IsString() @Length(1, 200) razorpay_signature!: string;
}

/**
 * Our hosted checkout page for a Razorpay payment and its callback. The page loads nothing external
 * here; in production it would embed Razorpay Checkout (checkout.razorpay.com/v1/checkout.js, with its
 * origin added to the CSP) opened with the data attributes below, whose handler posts to /verify.
 */
@ApiExcludeController()
@Controller('payments/razorpay')
export class RazorpayCheckoutController {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(RAZORPAY) private readonly razorpay: RazorpayProvider | null,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get(':paymentId/:key')
  async page(@Param('paymentId') paymentId: string, @Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const { payment, razorpay } = await this.razorpayPayment(paymentId, key);
    if (!payment.provider_reference) {
      // On record, not yet open at Razorpay: the payment jobs open it within seconds.
      reply.header('refresh', '2');
      return sendPaymentPage(reply, 'Jhatpat payment', `<h1>Preparing your payment…</h1><p class="note">This page refreshes itself.</p>`);
    }
    sendPaymentPage(
      reply,
      'Jhatpat payment',
      `<h1>Pay for your order</h1>
<p>Order <strong>${escapeHtml(payment.order_id)}</strong> · ${escapeHtml(payment.method)}</p>
<p class="amount">${escapeHtml(formatRupees(payment.amount_paise))}</p>
<div id="razorpay-checkout" data-key="${escapeHtml(razorpay.settings.keyId)}" data-order-id="${escapeHtml(payment.provider_reference)}"
 data-amount="${payment.amount_paise}" data-currency="INR" data-verify="${escapeHtml(razorpay.pageUrl(payment.payment_id))}/verify"></div>
<p class="note">Status: ${escapeHtml(payment.status)}</p>`,
    );
  }

  @Post(':paymentId/:key/verify')
  @HttpCode(200)
  async verify(@Param('paymentId') paymentId: string, @Param('key') key: string, @Body() body: VerifyRazorpayCheckoutBody) {
    const { payment, razorpay } = await this.razorpayPayment(paymentId, key);
    const genuine =
      body.razorpay_order_id === payment.provider_reference &&
      razorpay.isGenuineCheckout(payment.provider_reference, body.razorpay_payment_id, body.razorpay_signature);
    if (!genuine) throw new BadRequestException('Invalid payment signature');
    const { state } = await this.commands.execute(
      new SettlePaymentCommand(
        { paymentId: payment.payment_id, provider: 'razorpay', providerEventId: `checkout:${body.razorpay_payment_id}`, outcome: 'succeeded', providerPaymentId: body.razorpay_payment_id },
        { actorId: payment.customer_id, role: 'customer', provider: 'razorpay' },
      ),
    );
    return { paymentId: payment.payment_id, orderId: payment.order_id, status: state.status };
  }

  /** The payment behind a page address; a wrong or missing key reads as no such payment. */
  private async razorpayPayment(paymentId: string, key: string): Promise<{ payment: PaymentRow; razorpay: RazorpayProvider }> {
    const keyed = /^[0-9a-f]{24}$/.test(paymentId) && this.razorpay?.isPageKey(paymentId, key);
    const payment = keyed ? await findPayment(this.db, paymentId) : null;
    if (!payment || payment.provider !== 'razorpay' || !this.razorpay) throw new NotFoundException('Payment not found');
    return { payment, razorpay: this.razorpay };
  }
}
