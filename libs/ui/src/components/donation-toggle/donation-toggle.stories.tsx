import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DonationToggle, type DonationToggleProps } from './donation-toggle';

function WithState(args: DonationToggleProps) {
  const [enabled, setEnabled] = useState(args.enabled);
  return <DonationToggle {...args} enabled={enabled} onDonationChange={(c) => { args.onDonationChange(c); setEnabled(c.enabled); }} />;
}

const meta = {
  title: 'Shop/DonationToggle',
  component: DonationToggle,
  args: { enabled: true, onDonationChange: fn() },
  render: (args) => <WithState {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof DonationToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Donate ₹1.00' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onDonationChange).toHaveBeenCalledWith({ enabled: false });
    await expect(toggle).not.toBeChecked();
  },
};

export const Off: Story = { args: { enabled: false } };
