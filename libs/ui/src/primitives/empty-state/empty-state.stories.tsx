import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const onContinue = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'Your cart is empty', description: '', illustration: '🛒', action: <Button onClick={onContinue}>Continue Shopping</Button> },
  argTypes: { action: { control: false }, illustration: { control: 'text' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await expect(onContinue).toHaveBeenCalled();
  },
};

export const Orders: Story = { args: { title: 'No orders found', action: <Button>Start Shopping</Button>, illustration: '📦' } };

export const Addresses: Story = { args: { title: 'No saved addresses found', action: undefined, illustration: undefined, headingLevel: 3 } };

export const LongText: Story = {
  args: {
    title: 'No addresses match your search',
    description: 'Try the locality, the building or the address type, for example Home, Work, Hotel or the custom name you gave it',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
};
