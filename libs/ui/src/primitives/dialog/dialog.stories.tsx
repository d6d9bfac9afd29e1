import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, type DialogProps } from './dialog';

function LoginRequired(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  const close: DialogProps['onClose'] = (event) => {
    props.onClose?.(event);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Proceed</Button>
      <Dialog
        {...props}
        open={open}
        title={props.title ?? 'Login Required'}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={() => close({ reason: 'close-button' })}>Cancel</Button>
            <Button>Login</Button>
          </>
        }
      >
        {props.children ?? 'Please login to proceed to checkout'}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: false, title: 'Login Required', onClose: fn() },
  render: (args) => <LoginRequired onClose={args.onClose} title={args.title} role={args.role} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusAndEscape: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Proceed' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toHaveTextContent('Please login to proceed to checkout');
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(canvas.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { title: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(canvas.getByRole('dialog', { name: /^Sorry\. Currently/ })).toBeVisible();
  },
};
