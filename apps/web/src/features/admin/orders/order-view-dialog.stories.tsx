import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, buildOrder, createShopHandlers, errorReply, moneyShopFixture, orderFixtures, productFixtures, refundOrderFixtures } from '@jhatpat/api-client/testing';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { withScreen } from '../../../shared/testing/screen-story';
import { slow } from '../../../shared/testing/story-shop';
import { OrderViewDialog } from './order-view-dialog';

// The View modal's refund form (issue 14) and payment status control in each state; the modal's other
// controls are pictured in order-management-screen.stories.tsx, where the list opens it.
const meta = {
  title: 'Screens/Admin/Order view dialog',
  component: OrderViewDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/order-management', role: 'admin' })],
  args: { orderId: orderFixtures.upiPaid._id, orderNumber: orderFixtures.upiPaid.orderNumber, onClose: fn(), onChanged: fn() },
} satisfies Meta<typeof OrderViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop of every fixture order with its refunds, `first` answering before it. */
const moneyShop = (...first: HttpHandler[]) => ({ msw: { handlers: [...first, ...createShopHandlers(moneyShopFixture)] } });
const refundSection = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('region', { name: 'Refund' }, slow));
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** A paid UPI order: all of it may be given back; the amount starts at all that is left. */
export const RefundAvailable: Story = {
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await expect(refund.getByText('Refunded so far').nextElementSibling).toHaveTextContent('₹0.00');
    await expect(refund.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue(orderFixtures.upiPaid.grandTotal.toFixed(2));
    await expect(refund.getByRole('button', { name: 'Refund' })).toBeEnabled();
  },
};

/** Part of the bill given back: the request is pending at the provider, and the dialog says so. */
export const RefundRequested: Story = {
  parameters: moneyShop(),
  play: async ({ canvas, args }) => {
    const refund = await refundSection(canvas);
    const amount = refund.getByRole('textbox', { name: 'Amount (₹)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.type(refund.getByRole('textbox', { name: 'Reason' }), 'Atta pack torn');
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Refund requested');
    await expect(refund.getByText('Pending').nextElementSibling).toHaveTextContent('₹50.00');
    await expect(refund.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue((orderFixtures.upiPaid.grandTotal - 50).toFixed(2));
    await expect(args.onChanged).toHaveBeenCalledWith(expect.objectContaining({ refund: { refunded: 0, pending: 50 } }));
  },
};

/** Refunded in part already: what was given back and what is left. */
export const PartlyRefunded: Story = {
  args: { orderId: refundOrderFixtures.partlyRefunded._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await expect(refund.getByText('Refunded so far').nextElementSibling).toHaveTextContent('₹90.00');
    await expect(refund.getByText('Left to refund').nextElementSibling).toHaveTextContent(rupees(refundOrderFixtures.partlyRefunded.grandTotal - 90));
  },
};

/** A refund under way at the provider counts against what is left. */
export const RefundPending: Story = {
  args: { orderId: refundOrderFixtures.refundUnderWay._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await expect(refund.getByText('Pending').nextElementSibling).toHaveTextContent('₹129.99');
    await expect(refund.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue((refundOrderFixtures.refundUnderWay.grandTotal - 129.99).toFixed(2));
  },
};

/** A reason is required and the amount may not pass what is left; nothing is sent until both are right. */
export const RefundInvalid: Story = {
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    const amount = refund.getByRole('textbox', { name: 'Amount (₹)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(`At most ₹${orderFixtures.upiPaid.grandTotal.toFixed(2)} is left to refund`));
    await expect(refund.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(expect.stringContaining('Say why the money is given back'));
  },
};

/** A reason the API would refuse (a lone surrogate, pasted from a broken source) is named under the field, not sent. */
export const RefundReasonBrokenText: Story = {
  parameters: moneyShop(),
  play: async ({ canvas, args }) => {
    const refund = await refundSection(canvas);
    const reason = refund.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(reason);
    await userEvent.paste('Atta pack torn \uD800');
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await expect(reason).toHaveAccessibleDescription(expect.stringContaining('reason must be plain text: no NUL characters or broken Unicode'));
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** The API's 409 is shown as it says it. */
export const RefundRefused: Story = {
  parameters: moneyShop(http.post(apiUrl('/orders/:id/refund'), () => errorReply(409, 'This order has been refunded in full'))),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await userEvent.type(refund.getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await expect(await refund.findByRole('alert', undefined, slow)).toHaveTextContent('This order has been refunded in full');
  },
};

/** While the refund is sent the button is busy, so it cannot be sent twice. */
export const RefundSending: Story = {
  parameters: moneyShop(
    http.post(apiUrl('/orders/:id/refund'), async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await userEvent.type(refund.getByRole('textbox', { name: 'Reason' }), 'Late delivery');
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refund.getByRole('button', { name: 'Refund' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Cash on delivery: no form, and the reason why. */
export const RefundCashOrder: Story = {
  args: { orderId: orderFixtures.codPending._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await expect(refund.getByText(/^Cash on delivery: there is no online payment to refund/)).toBeVisible();
    await expect(refund.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

/** Not paid yet: nothing captured, nothing to refund. */
export const RefundUnpaid: Story = {
  args: { orderId: orderFixtures.upiAwaitingPayment._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const refund = await refundSection(canvas);
    await expect(refund.getByText('No money has been captured for this order, so there is nothing to refund.')).toBeVisible();
    await expect(refund.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

const paymentStatusBox = (canvas: ReturnType<typeof within>) => canvas.findByRole('combobox', { name: 'Payment status' }, slow);
const optionsOf = (box: HTMLElement) => within(box).getAllByRole('option').map((o) => o.textContent);
/** Cash taken, then the order cancelled: the cash may be marked handed back. */
const cancelledCashPaid = buildOrder({
  id: '6922b4dfe1f2a3b4c5d6f0c1', status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'COD', lines: [{ product: productFixtures[0], quantity: 1 }],
  placedAt: '2025-11-22T09:00:00.000Z', statusReason: 'cancelled by the admin',
});
const cashShop = () => ({ msw: { handlers: createShopHandlers({ ...moneyShopFixture, orders: [cancelledCashPaid, ...moneyShopFixture.orders] }) } });

/** Cash not yet taken: the one change the API accepts is "Paid", in words. */
export const PaymentCashDue: Story = {
  args: { orderId: orderFixtures.codPending._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    await expect(optionsOf(await paymentStatusBox(canvas))).toEqual(['Paid']);
    await expect(canvas.getByRole('region', { name: 'Customer' })).toHaveTextContent('COD · payment pending');
  },
};

/** A cancelled order's cash handed back; then nothing is left to change by hand. */
export const PaymentCashHandedBack: Story = {
  args: { orderId: cancelledCashPaid._id },
  parameters: cashShop(),
  play: async ({ canvas, args }) => {
    const box = await paymentStatusBox(canvas);
    await expect(optionsOf(box)).toEqual(['Refunded']);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Payment' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Payment status updated successfully!');
    await expect(args.onChanged).toHaveBeenCalledWith(expect.objectContaining({ paymentStatus: 'refunded' }));
    await expect(canvas.getByText('Cash payment refunded: it cannot be changed by hand now.')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Payment status' })).toBeNull();
  },
};

/** Delivered cash: taken, and not cancelled, so the control has nothing to offer. */
export const PaymentCashTaken: Story = {
  args: { orderId: orderFixtures.delivered._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cash payment paid: it cannot be changed by hand now.', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Payment status' })).toBeNull();
  },
};

/** UPI, partly refunded: readable in the facts line, no hand-set status, the Refund form instead. */
export const PaymentOnlineFollowsRefunds: Story = {
  args: { orderId: refundOrderFixtures.partlyRefunded._id },
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('UPI payment: its status follows the payment and its refunds. To give money back, refund it below.', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Customer' })).toHaveTextContent('UPI · payment partially refunded');
    await expect(canvas.getByRole('region', { name: 'Customer' })).not.toHaveTextContent('partially_refunded');
    await expect(canvas.queryByRole('combobox', { name: 'Payment status' })).toBeNull();
  },
};

/** The API's refusal of a payment change is shown as it says it. */
export const PaymentChangeRefused: Story = {
  args: { orderId: orderFixtures.codPending._id },
  parameters: moneyShop(http.put(apiUrl('/orders/:id/payment-status'), () => errorReply(409, 'A payment that is paid cannot become paid'))),
  play: async ({ canvas }) => {
    await paymentStatusBox(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Payment' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('A payment that is paid cannot become paid');
  },
};
