import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { shop } from '../../shared/testing/story-shop';
import { AccountScreen } from './account-screen';

// Issue 19 item 12: the admin header's "Account" (/account) opened a category page; it is the signed-in user's own page.
const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  parameters: { layout: 'fullscreen', ...shop() },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  decorators: [withScreen({ path: '/account', role: 'admin' })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(canvas.getByText('Role').nextElementSibling).toHaveTextContent('Admin');
    await expect(within(canvas.getByRole('navigation', { name: 'Your pages' })).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete account' })).toBeNull();
    await expect(canvasElement.ownerDocument.title).toBe('Your account · Jhatpat');
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/account', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone').nextElementSibling).toHaveTextContent('9876543210');
    const pages = within(canvas.getByRole('navigation', { name: 'Your pages' }));
    await expect(pages.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(pages.getByRole('link', { name: 'Saved Addresses' })).toHaveAttribute('href', '/customer/addresses');
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
    // A password account is not offered one.
    await expect(canvas.queryByRole('region', { name: 'Set a password' })).toBeNull();
  },
};

/** Signed up by OTP (no password): offered "Set a password"; once set, the offer goes. */
export const CustomerWithoutPassword: Story = {
  decorators: [withScreen({ path: '/account', role: 'customer', passwordless: true })],
  play: async ({ canvas }) => {
    const offer = within(canvas.getByRole('region', { name: 'Set a password' }));
    await userEvent.type(offer.getByLabelText(/New password/), 'a long passphrase');
    await userEvent.click(offer.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Set a password' })).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeVisible();
  },
};
