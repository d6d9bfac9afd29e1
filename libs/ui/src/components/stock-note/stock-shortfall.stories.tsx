import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StockShortfall } from './stock-shortfall';

const meta = {
  title: 'Shop/StockShortfall',
  component: StockShortfall,
  args: { name: 'Sudha Fresh Malai Paneer', available: 2, fix: { kind: 'reduce', quantity: 2 }, onFix: fn() },
  decorators: [(Story) => <div style={{ width: '22rem' }}><Story /></div>],
} satisfies Meta<typeof StockShortfall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reduce: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Only 2 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reduce to 2: Sudha Fresh Malai Paneer' }));
    await expect(args.onFix).toHaveBeenCalledWith({ kind: 'reduce', quantity: 2 });
  },
};

export const Remove: Story = {
  args: { available: 0, fix: { kind: 'remove' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Sudha Fresh Malai Paneer' }));
    await expect(args.onFix).toHaveBeenCalledWith({ kind: 'remove' });
  },
};

export const Busy: Story = { args: { busy: true } };
