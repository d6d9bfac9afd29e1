import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { FaqScreen } from './faq-screen';

const meta = {
  title: 'Screens/Content/FAQ',
  component: FaqScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/faq' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByText(/We deliver in Patna only/)).toBeVisible();
    await expect(canvas.getByText(/Our promise is delivery in 8 minutes/)).toBeVisible();
    // docs/product.md §2's cancellation text, verbatim.
    await expect(
      canvas.getByText('Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.'),
    ).toBeVisible();
    await expect(canvas.getByText(/A handling charge of ₹2\.00 is added/)).toBeVisible();
    await expect(canvas.getByText(/A donation of ₹1\.00 is added by default/)).toBeVisible();
    for (const method of [/Cash on delivery \(COD\)/, /Card \(CARD\)/, /^UPI: /]) await expect(canvas.getByText(method)).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/faq', role: 'customer', location: 'Boring Road, Patna, Bihar' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Where do you deliver?' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};
