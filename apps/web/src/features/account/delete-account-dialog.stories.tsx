import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authErrorHandlers, authLoadingHandlers, WRONG_PASSWORD, WRONG_PASSWORD_MESSAGE } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { DeleteAccountDialog, deleteAccountMessages } from './delete-account-dialog';

const meta = {
  title: 'Screens/Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onClose: fn() },
  decorators: [withScreen({ path: '/customer/dashboard', role: 'customer' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog and the toasts render beside the story's root, so look in the whole page.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function confirmWith(canvasElement: HTMLElement, password: string) {
  const dialog = page(canvasElement).getByRole('alertdialog', { name: 'Delete your account' });
  await userEvent.type(within(dialog).getByLabelText(/Password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  return dialog;
}

/** Says what is erased and what is kept, and asks for the password. */
export const Idle: Story = {
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const dialog = within(page(canvasElement).getByRole('alertdialog', { name: 'Delete your account' }));
    await expect(dialog.getByText(/name, phone number, saved addresses and order notes are erased/)).toBeVisible();
    await expect(dialog.getByText(/keep the amounts of your past orders and payments/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(dialog.getByText(deleteAccountMessages.passwordRequired)).toBeVisible();
  },
};

/** The server's 403: said at the field, nothing deleted, the dialog stays open to try again. */
export const WrongPassword: Story = {
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const dialog = await confirmWith(canvasElement, WRONG_PASSWORD);
    await expect(await within(dialog).findByText(WRONG_PASSWORD_MESSAGE, {}, slow)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the server works, the button says so and a second press does nothing. */
export const Deleting: Story = {
  parameters: shop(...authLoadingHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, 'my password');
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A server failure: its message, and the shopper may try again. */
export const ServerError: Story = {
  parameters: shop(...authErrorHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, 'my password');
    await expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).not.toHaveAttribute('aria-busy');
  },
};

/** Deleted: logged out, on the home page, told so. */
export const Deleted: Story = {
  parameters: shop(),
  play: async ({ canvasElement }) => {
    await confirmWith(canvasElement, 'my password');
    await expect(await page(canvasElement).findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
    const toasts = within(page(canvasElement).getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText(deleteAccountMessages.deleted, {}, slow)).toBeVisible();
  },
};
