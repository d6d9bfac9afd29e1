import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockNote } from './stock-note';

const meta = {
  title: 'Shop/StockNote',
  component: StockNote,
  args: { available: 3 },
} satisfies Meta<typeof StockNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Low: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};

export const LastOne: Story = {
  args: { available: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 1 left')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { available: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};
