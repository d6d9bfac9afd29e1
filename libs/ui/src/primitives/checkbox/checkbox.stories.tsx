import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Make this my default address', hint: '', disabled: false, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Make this my default address' });
    await userEvent.click(canvas.getByText('Make this my default address'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'Used first at checkout' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Make this my default address' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { label: 'Leave the order with the guard at the gate if nobody answers the door within two minutes of the rider arriving' },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
};
