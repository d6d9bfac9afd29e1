import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarChart } from './bar-chart';

const hours = Array.from({ length: 24 }, (_, i) => ({
  label: `${String((i + 11) % 24).padStart(2, '0')}:30`,
  value: [0, 0, 0, 0, 0, 0, 1, 3, 6, 9, 12, 8, 7, 10, 14, 11, 9, 12, 16, 18, 13, 7, 4, 2][i],
}));

const meta = {
  title: 'Shop/BarChart',
  component: BarChart,
  args: { title: 'Orders per hour, last 24 hours', bars: hours, valueName: 'Orders', labelEvery: 3 },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's orders per hour: a day of a busy shop. */
export const OrdersPerHour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Orders per hour, last 24 hours' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(25);
  },
};

/** A quiet day: no orders yet, no bars, the baseline and the hours still there, and it says so. */
export const NoOrders: Story = {
  args: { bars: hours.map((hour) => ({ ...hour, value: 0 })), emptyText: 'No orders in the last 24 hours' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders in the last 24 hours')).toBeVisible();
  },
};
