import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { orderStatuses } from '@jhatpat/domain';
import { StatusChip } from './status-chip';

const meta = {
  title: 'Shop/StatusChip',
  component: StatusChip,
  args: { status: 'confirmed' },
  argTypes: { status: { control: 'select', options: orderStatuses } },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {};

export const Cancelled: Story = { args: { status: 'cancelled' } };

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--jp-space-2)' }}>
      {orderStatuses.map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment pending')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
  },
};
