import type { Meta, StoryObj } from '@storybook/react-vite';
import { computeBill } from '@jhatpat/domain';
import { expect } from 'storybook/test';
import { BillDetails } from './bill-details';

const lines = [
  { price: 2700, quantity: 2 },
  { price: 4500, quantity: 1 },
  { price: 5700, quantity: 1 },
];

const meta = {
  title: 'Shop/BillDetails',
  component: BillDetails,
  args: { bill: computeBill({ lines, tipPaise: 0, donation: true }) },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof BillDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bill details' })).toBeVisible();
    await expect(canvas.getByText('FREE')).toBeVisible();
    await expect(canvas.getByText('Grand total').nextElementSibling).toHaveTextContent('₹159.00');
  },
};

export const WithTip: Story = {
  args: { bill: computeBill({ lines, tipPaise: 3000, donation: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Grand total').nextElementSibling).toHaveTextContent('₹189.00');
  },
};

export const DonationOff: Story = { args: { bill: computeBill({ lines, tipPaise: 0, donation: false }) } };

export const LargeAmounts: Story = { args: { bill: computeBill({ lines: [{ price: 12_345_650, quantity: 1 }], tipPaise: 5000, donation: true }) } };
