import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TipChips, type TipChipsProps } from './tip-chips';

function WithState(args: TipChipsProps) {
  const [tipPaise, setTipPaise] = useState(args.tipPaise);
  return <TipChips {...args} tipPaise={tipPaise} onTipChange={(c) => { args.onTipChange(c); setTipPaise(c.tipPaise); }} />;
}

const meta = {
  title: 'Shop/TipChips',
  component: TipChips,
  args: { tipPaise: 0, onTipChange: fn() },
  render: (args) => <WithState {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof TipChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoTip: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Tip your delivery partner' })).toBeVisible();
    const thirty = canvas.getByRole('button', { name: '₹30' });
    await userEvent.click(thirty);
    await expect(args.onTipChange).toHaveBeenLastCalledWith({ tipPaise: 3000 });
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(thirty);
    await expect(args.onTipChange).toHaveBeenLastCalledWith({ tipPaise: 0 });
  },
};

export const Chosen: Story = { args: { tipPaise: 5000 } };

export const Custom: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Custom tip (₹)' }), '75');
    await expect(args.onTipChange).toHaveBeenLastCalledWith({ tipPaise: 7500 });
    await userEvent.click(canvas.getByRole('button', { name: '₹20' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onTipChange).toHaveBeenLastCalledWith({ tipPaise: 2000 });
  },
};

export const CustomChosen: Story = { args: { tipPaise: 4000 } };
