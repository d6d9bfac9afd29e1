import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Toggle, type ToggleProps } from './toggle';

const meta = {
  title: 'Primitives/Toggle',
  component: Toggle,
  args: { label: 'Notify me when my order ships', description: '', checked: false, disabled: false, onCheckedChange: fn() },
  // Local state stands in for the screen that owns `checked`; the control sets where it starts.
  render: function Render(args: ToggleProps) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Toggle
        {...args}
        checked={checked}
        onCheckedChange={(change) => {
          args.onCheckedChange?.(change);
          setChecked(change.checked);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when my order ships' });
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { checked: true, description: 'One message when the rider leaves the store' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Notify me when my order ships' }));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { label: 'Send me a message on WhatsApp each time the status of any of my orders changes', description: 'You can switch this off at any time from your account page' },
};
