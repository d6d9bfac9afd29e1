import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FloatingCartBar } from './floating-cart-bar';

const meta = {
  title: 'Shop/FloatingCartBar',
  component: FloatingCartBar,
  args: { count: 3, totalPaise: 15_600 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FloatingCartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar floats at the bottom with the count and the total. */
export const WithItems: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('link', { name: '3 items ₹156.00 View cart' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('href', '/cart');
    const { bottom } = bar.getBoundingClientRect();
    await expect(bottom).toBeGreaterThan(window.innerHeight - 80);
  },
};

export const OneItem: Story = {
  args: { count: 1, totalPaise: 5400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '1 item ₹54.00 View cart' })).toBeVisible();
  },
};

/** An empty cart draws nothing. */
export const Empty: Story = {
  args: { count: 0, totalPaise: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
