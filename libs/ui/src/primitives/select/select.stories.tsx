import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './select';

const addressTypes = ['Home', 'Work', 'Hotel', 'Other'].map((type) => ({ value: type, label: type }));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Address type', options: addressTypes, defaultValue: 'Home', disabled: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Address type' });
    await userEvent.selectOptions(select, 'Other');
    await expect(select).toHaveValue('Other');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a type', defaultValue: '', hint: 'Other asks for a name' } };

export const WithError: Story = {
  args: { placeholder: 'Choose a status', defaultValue: '', label: 'Order status', error: 'Please choose a status', options: [{ value: 'confirmed', label: 'Confirmed' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Order status' })).toHaveAccessibleDescription('Please choose a status');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    label: 'Deliver to a saved address somewhere in Patna',
    options: [{ value: 'a', label: 'Flat 402, Shanti Apartments, Boring Canal Road, near Rajapur Pul, Patna 800001' }],
  },
};
