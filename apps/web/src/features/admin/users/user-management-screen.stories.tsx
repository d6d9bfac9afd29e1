import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@jhatpat/api-client';
import { adminFixture, createShopHandlers, createShopState, usersErrorHandlers, usersHandlers, usersLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { UserManagementScreen } from './user-management-screen';

const meta = {
  title: 'Screens/Admin/User management',
  component: UserManagementScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/user-management', role: 'admin' })],
} satisfies Meta<typeof UserManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);

/** 23 customers: three pages of 10. */
const manyUsers: User[] = Array.from({ length: 23 }, (_, i) => ({
  _id: `6921a3c0a1b2c3d4e501${i.toString(16).padStart(4, '0')}`,
  name: `Customer ${String(i + 1).padStart(2, '0')}`,
  phone: `94310${String(i).padStart(5, '0')}`,
  role: 'customer',
  createdAt: '2025-11-20T08:30:00.000Z',
  hasPassword: true,
}));

export const Loading: Story = {
  parameters: shop(...usersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** docs/product.md §8: "Failed to fetch users" when the server gives no message. */
export const Failed: Story = {
  parameters: shop(...usersErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch users', undefined, slow)).toBeVisible();
  },
};

export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6), slow);
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Pooja Singh');
    await expect(canvas.getByRole('button', { name: 'Edit Shop Admin' })).toBeEnabled();
  },
};

/** The search goes to the server (name or phone); an empty result says what was searched. */
export const Searched: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6), slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or phone' }), 'ravi');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1), slow);
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Ravi Rider');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by name or phone' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or phone' }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No users match “nobody”', undefined, slow)).toBeVisible();
  },
};

/** docs/product.md §9: pages of 10. */
export const Paged: Story = {
  parameters: { msw: { handlers: [...usersHandlers(createShopState({ users: manyUsers })), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(10), slow);
    const pages = canvas.getByRole('navigation', { name: 'Users pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(bodyRows(canvas)[0]).toHaveTextContent('Customer 21'), slow);
    await expect(bodyRows(canvas)).toHaveLength(3);
  },
};

/** Inline edit of name, phone and role; docs/product.md §8 "User updated successfully!". */
export const EditedInPlace: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Rahul Verma' }, slow));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rahul Kumar Verma');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('User updated successfully!');
    const row = bodyRows(canvas).find((r) => r.textContent?.includes('Rahul Kumar Verma'));
    await expect(row).toHaveTextContent('delivery');
  },
};

/** A phone that is not 10 digits is refused before it reaches the server. */
export const EditRefusedLocally: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Rahul Verma' }, slow));
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid 10-digit phone number');
  },
};

/** The server's reason is shown when it refuses: the last admin keeps the role. */
export const LastAdminKept: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${adminFixture.name}` }, slow));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('The last admin cannot be given another role.');
  },
};

/** docs/product.md §5: "Are you sure you want to delete this user?", then "User deleted successfully!". */
export const Deleted: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Sunil Yadav' }, slow));
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete user' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('User deleted successfully!');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(5), slow);
  },
};
