import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockLevelBadge } from './stock-level-badge';

const meta = {
  title: 'Admin/StockLevelBadge',
  component: StockLevelBadge,
  args: { level: 'low' },
} satisfies Meta<typeof StockLevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jp-space-2)' }}>
      <StockLevelBadge level="in" />
      <StockLevelBadge level="low" />
      <StockLevelBadge level="out" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Low stock')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Out of stock')).toHaveAttribute('data-tone', 'danger');
  },
};
