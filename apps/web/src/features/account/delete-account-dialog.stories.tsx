import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  authErrorHandlers,
  authLoadingHandlers,
  ERASE_CODE_WRONG_MESSAGE,
  otpSendingHandlers,
  STORY_LOGIN_CODE,
  WRONG_PASSWORD,
  WRONG_PASSWORD_MESSAGE,
} from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { DeleteAccountDialog, deleteAccountMessages } from './delete-account-dialog';

const meta = {
  title: 'Screens/Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// A customer with a password; the OTP-only stories below sign in as an account without one.
const withPassword = { decorators: [withScreen({ path: '/customer/dashboard', role: 'customer' })] };

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
  ...withPassword,
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
  ...withPassword,
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const dialog = await confirmWith(canvasElement, WRONG_PASSWORD);
    await expect(await within(dialog).findByText(WRONG_PASSWORD_MESSAGE, {}, slow)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the server works, the button says so and a second press does nothing. */
export const Deleting: Story = {
  ...withPassword,
  parameters: shop(...authLoadingHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, 'my password');
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A server failure: its message, and the shopper may try again. */
export const ServerError: Story = {
  ...withPassword,
  parameters: shop(...authErrorHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, 'my password');
    await expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).not.toHaveAttribute('aria-busy');
  },
};

/** Deleted: logged out, on the home page, told so. */
export const Deleted: Story = {
  ...withPassword,
  parameters: shop(),
  play: async ({ canvasElement }) => {
    await confirmWith(canvasElement, 'my password');
    await expect(await page(canvasElement).findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
    const toasts = within(page(canvasElement).getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText(deleteAccountMessages.deleted, {}, slow)).toBeVisible();
  },
};

// An account made by login with OTP (hasPassword false) has no password it knows: a code to its phone confirms.
const otpOnly = { decorators: [withScreen({ path: '/customer/dashboard', role: 'customer', passwordless: true })] };

async function sendCode(canvasElement: HTMLElement) {
  const dialog = within(page(canvasElement).getByRole('alertdialog', { name: 'Delete your account' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
  return dialog;
}

/** No password: the dialog says a code goes to the (masked) phone, and asks for it before deleting. */
export const CodeIdle: Story = {
  ...otpOnly,
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const dialog = within(page(canvasElement).getByRole('alertdialog', { name: 'Delete your account' }));
    await expect(dialog.getByText('To confirm, we will send a 6-digit code by SMS to your phone ••••••3210.')).toBeVisible();
    await expect(dialog.queryByLabelText(/Password/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(deleteAccountMessages.codeFirst);
  },
};

/** While the code is being sent, its button says so. */
export const CodeSending: Story = {
  ...otpOnly,
  parameters: shop(...otpSendingHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await sendCode(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The code is sent: its field, and a new code may be asked for; Delete without 6 digits says so. */
export const CodeSent: Story = {
  ...otpOnly,
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const dialog = await sendCode(canvasElement);
    await expect(await dialog.findByText('We sent a 6-digit code by SMS to ••••••3210.', {}, slow)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send a new code' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/6-digit code/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(dialog.getByText(deleteAccountMessages.codeRequired)).toBeVisible();
  },
};

/** A wrong code: the server's 403 at the field, nothing deleted. */
export const WrongCode: Story = {
  ...otpOnly,
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const dialog = await sendCode(canvasElement);
    await userEvent.type(await dialog.findByLabelText(/6-digit code/, {}, slow), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await dialog.findByText(ERASE_CODE_WRONG_MESSAGE, {}, slow)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The right code: deleted, logged out, on the home page. */
export const DeletedWithCode: Story = {
  ...otpOnly,
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const dialog = await sendCode(canvasElement);
    await userEvent.type(await dialog.findByLabelText(/6-digit code/, {}, slow), STORY_LOGIN_CODE);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await page(canvasElement).findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
  },
};
