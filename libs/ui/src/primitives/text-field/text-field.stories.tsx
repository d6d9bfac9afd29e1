import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Flat, house number or building name', hint: '', error: '', disabled: false, placeholder: '' },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Flat, house number or building name' });
    await userEvent.type(input, 'B-12');
    await expect(input).toHaveValue('B-12');
  },
};

export const WithHint: Story = { args: { label: 'Landmark', hint: 'Optional: a shop or temple nearby' } };

export const WithError: Story = {
  args: { label: 'Contact phone', error: 'Please enter a valid 10-digit number', defaultValue: '98765' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact phone' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid 10-digit number');
  },
};

export const Disabled: Story = { args: { label: 'City', defaultValue: 'Patna', disabled: true } };

function PhoneField() {
  const [value, setValue] = useState('');
  return (
    <TextField label="Contact phone" inputMode="numeric" maxLength={10} value={value} onChange={(e) => setValue(e.target.value)} hint="10 digits" />
  );
}

/** docs/product.md §5: the phone input is limited to 10 characters. */
export const MaxLength: Story = {
  render: () => <PhoneField />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact phone' });
    await userEvent.type(input, '987654321099');
    await expect(input).toHaveValue('9876543210');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Area, sector or locality where the rider should come to drop your groceries',
    hint: 'Write it the way a rider from Boring Road, Kankarbagh or Patliputra Colony would find it fastest',
    defaultValue: 'Near Gandhi Maidan, opposite the old bus stand, Patna',
  },
};
