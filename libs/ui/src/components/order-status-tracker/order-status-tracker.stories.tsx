import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { orderStatuses } from '@jhatpat/domain';
import { OrderStatusTracker } from './order-status-tracker';

const meta = {
  title: 'Shop/OrderStatusTracker',
  component: OrderStatusTracker,
  args: { status: 'preparing' },
  argTypes: { status: { control: 'select', options: orderStatuses } },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof OrderStatusTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual(['✓Payment', '✓Confirmed', '3Preparing', '4Packed', '5Shipped', '6Delivered']);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const PendingPayment: Story = { args: { status: 'pending_payment' } };

/** The lines a step's label takes: the distinct tops of its text's boxes. */
function labelLines(step: HTMLElement): number {
  const text = step.lastElementChild!.firstChild!;
  const range = step.ownerDocument.createRange();
  range.selectNodeContents(text);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** Issue 19 item 8: every step ticked, the last one too (it read "6" before); at phone width no label breaks mid-word (item 12). */
export const Delivered: Story = {
  args: { status: 'delivered' },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual(['✓Payment', '✓Confirmed', '✓Preparing', '✓Packed', '✓Shipped', '✓Delivered']);
    await expect(steps[5]).toHaveAttribute('aria-current', 'step');
    await expect(steps.map(labelLines)).toEqual([1, 1, 1, 1, 1, 1]);
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Order status' })).toHaveTextContent('Cancelled');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
