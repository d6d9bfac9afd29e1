import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip, type ChipProps } from './chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'confirmed', selected: false, disabled: false, onClick: fn() },
  argTypes: { children: { control: 'text' }, selected: { control: 'boolean' } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selectable: Story = {
  render: function Render(args: ChipProps) {
    const [selected, setSelected] = useState(args.selected);
    return <Chip {...args} selected={selected} onClick={(e) => { args.onClick?.(e); setSelected(!selected); }} />;
  },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'confirmed' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Selected: Story = { args: { selected: true } };

export const Action: Story = {
  args: { selected: undefined, children: 'Clear filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).not.toHaveAttribute('aria-pressed');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { children: 'Everything delivered to Boring Road in the last thirty days' },
  decorators: [(Story) => <div style={{ maxWidth: '12rem' }}><Story /></div>],
};
