import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ToastRegion } from './toast-region';
import { useToasts } from './use-toasts';

function ToastDemo({ autoCloseMs }: { autoCloseMs?: number }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <Button onClick={() => show({ message: 'Address added successfully', tone: 'success' })}>Save</Button>
      <Button variant="danger" onClick={() => show({ message: 'Please fill all required fields', tone: 'error' })}>Fail</Button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} autoCloseMs={autoCloseMs} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { toasts: [], onDismiss: () => {} },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  args: {
    toasts: [
      { id: '1', message: 'Address added successfully', tone: 'success' },
      { id: '2', message: 'Please enter a valid 10-digit phone number', tone: 'error' },
      { id: '3', message: 'Address selected' },
    ],
    autoCloseMs: 24 * 60 * 60 * 1000,
  },
};

export const ShowAndDismiss: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(canvas.getAllByRole('status').map((t) => t.textContent)).toEqual([
      'Address added successfully×',
      'Please fill all required fields×',
    ]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(region).not.toHaveTextContent('Address added successfully');
  },
};

export const AutoClose: Story = {
  render: () => <ToastDemo autoCloseMs={200} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Address added successfully');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    toasts: [{ id: '1', message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.', tone: 'error' }],
    autoCloseMs: 24 * 60 * 60 * 1000,
  },
};
