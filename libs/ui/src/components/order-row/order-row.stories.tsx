import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderRow } from './order-row';

const meta = {
  title: 'Shop/OrderRow',
  component: OrderRow,
  args: {
    order: { _id: '6650f1a2b3c4d5e6f7a8b9c0', orderNumber: 'JP-004201', createdAt: '2026-11-20T10:30:00Z', grandTotalPaise: 24_700, status: 'delivered', paymentStatus: 'paid' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '480px' }}><Story /></div>],
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidDelivered: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: /Order #JP-004201/ });
    await expect(row).toHaveAttribute('href', '/orders/6650f1a2b3c4d5e6f7a8b9c0');
    await expect(row).toHaveTextContent('₹247.00 (Paid)');
    await expect(row).toHaveTextContent('Delivered');
  },
};

export const PendingPayment: Story = {
  args: { order: { _id: '7750f1a2b3c4d5e6f7a8b9c1', orderNumber: 'JP-004202', createdAt: '2026-11-21T18:05:00Z', grandTotalPaise: 1_23_450_50, status: 'pending_payment', paymentStatus: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('(Pending)');
  },
};

/** Paid online, cancelled, and the money back: the row says so instead of "(Pending)". */
export const Cancelled: Story = {
  args: { order: { _id: '8850f1a2b3c4d5e6f7a8b9c2', orderNumber: 'JP-004203', createdAt: '2026-11-19T08:00:00Z', grandTotalPaise: 9_900, status: 'cancelled', paymentStatus: 'refunded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('₹99.00 (Refunded)');
    await expect(canvas.getByRole('link')).toHaveTextContent('Cancelled');
  },
};

/** Delivered, with part of the bill given back (an admin's partial refund). */
export const PartiallyRefunded: Story = {
  args: { order: { _id: '9950f1a2b3c4d5e6f7a8b9c3', orderNumber: 'JP-004204', createdAt: '2026-11-18T12:00:00Z', grandTotalPaise: 31_500, status: 'delivered', paymentStatus: 'partially_refunded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('₹315.00 (Partially refunded)');
  },
};

export const PaymentFailed: Story = {
  args: { order: { _id: 'aa50f1a2b3c4d5e6f7a8b9c4', orderNumber: 'JP-004205', createdAt: '2026-11-17T09:00:00Z', grandTotalPaise: 5_600, status: 'pending_payment', paymentStatus: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('(Failed)');
  },
};

/** Issue 19 item 4: paid, then cancelled, the refund not yet settled: the row says the refund is requested, not "(Paid)". */
export const CancelledRefundRequested: Story = {
  args: { order: { _id: 'bb50f1a2b3c4d5e6f7a8b9c5', orderNumber: 'JP-004206', createdAt: '2026-11-17T10:00:00Z', grandTotalPaise: 12_200, status: 'cancelled', paymentStatus: 'paid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('₹122.00 (Refund requested)');
  },
};
