import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crash: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Orders: Story = { args: { title: 'Failed to load orders', retryLabel: 'Try again' } };

export const WithoutRetry: Story = { args: { title: 'Order not found or invalid data format', onRetry: undefined } };

export const LongText: Story = {
  args: { title: 'Failed to load order details', description: 'The network dropped while we were fetching your order from the Boring Road store; your order itself is safe.' },
  decorators: [(Story) => <div style={{ maxWidth: '22.5rem' }}><Story /></div>],
};
