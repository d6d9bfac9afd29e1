import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CancellationPolicy } from './cancellation-policy';

const meta = {
  title: 'Shop/CancellationPolicy',
  component: CancellationPolicy,
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof CancellationPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.'),
    ).toBeVisible();
  },
};
