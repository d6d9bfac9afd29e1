import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    text: 'Copies the order link to share on WhatsApp',
    children: <IconButton label="Share order" icon="⤴" />,
  },
  // Room above and below the trigger for the tooltip in the picture.
  decorators: [(Story) => <div style={{ padding: '7rem 8rem 4rem' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until hovered or focused, but already the trigger's description for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Share order' })).toHaveAccessibleDescription('Copies the order link to share on WhatsApp');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const OnHover: Story = {
  play: async ({ canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share order' });
    await userEvent.hover(share);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Copies the order link to share on WhatsApp');
    await userEvent.unhover(share);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(share);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

/** Keyboard focus shows it; Escape hides it and leaves focus where it was. */
export const OnFocus: Story = {
  play: async ({ canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share order' });
    await userEvent.tab();
    await expect(share).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(share).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', text: 'Refreshes the list of orders', children: <IconButton label="Refresh orders" icon="↻" /> },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Refresh orders' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    text: 'Copies a link to this order, with its items and the delivery address on Boring Road, to share with family in Patna',
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Share order' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};
