import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authErrorHandlers, PASSWORD_ALREADY_SET_MESSAGE, passwordAlreadySetHandlers, setPasswordSavingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { SetPasswordForm, setPasswordMessages } from './set-password-form';

// Issue 19: a customer who signed up by OTP (no password) sets one on the account page.
const meta = {
  title: 'Screens/Account/SetPasswordForm',
  component: SetPasswordForm,
  decorators: [withScreen({ path: '/account', role: 'customer', passwordless: true })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Set a password' });

async function save(canvasElement: HTMLElement, password: string) {
  const section = within(form(canvasElement));
  if (password) await userEvent.type(section.getByLabelText(/New password/), password);
  await userEvent.click(section.getByRole('button', { name: 'Save password' }));
  return section;
}

/** Says why, and checks register's rules before sending. */
export const Idle: Story = {
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const section = await save(canvasElement, '');
    await expect(section.getByText(setPasswordMessages.required)).toBeVisible();
    await userEvent.type(section.getByLabelText(/New password/), 'short');
    await userEvent.click(section.getByRole('button', { name: 'Save password' }));
    await expect(section.getByText(setPasswordMessages.tooShort)).toBeVisible();
  },
};

/** While the server works, the button says so. */
export const Saving: Story = {
  parameters: shop(...setPasswordSavingHandlers()),
  play: async ({ canvasElement }) => {
    const section = await save(canvasElement, 'a long passphrase');
    await expect(section.getByRole('button', { name: 'Save password' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Set: the shopper is told, and may log in with it from now on. */
export const Saved: Story = {
  parameters: shop(),
  play: async ({ canvasElement }) => {
    await save(canvasElement, 'a long passphrase');
    const toasts = within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText(setPasswordMessages.done, {}, slow)).toBeVisible();
  },
};

/** Set meanwhile on another tab: the API's 409, said at the field. */
export const AlreadySet: Story = {
  parameters: shop(...passwordAlreadySetHandlers()),
  play: async ({ canvasElement }) => {
    const section = await save(canvasElement, 'a long passphrase');
    await expect(await section.findByText(PASSWORD_ALREADY_SET_MESSAGE, {}, slow)).toBeVisible();
  },
};

/** A server failure: its message, and the shopper may try again. */
export const ServerError: Story = {
  parameters: shop(...authErrorHandlers()),
  play: async ({ canvasElement }) => {
    const section = await save(canvasElement, 'a long passphrase');
    await expect(await section.findByRole('alert', {}, slow)).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
