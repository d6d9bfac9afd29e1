import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../shared/testing/screen-story';
import { shop, slow } from '../shared/testing/story-shop';
import { AdminLiveStory } from '../features/admin/notifications/fake-admin-live';
import { ShopHeader } from './shop-header';

const meta = {
  title: 'Screens/App/ShopHeader',
  component: ShopHeader,
  args: { location: <span>Boring Road, Patna</span> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Issue 16 item 8: the account menu's "Delete account" opens the dialog; deleting ends the session on the home page. */
export const DeleteAccountFromTheMenu: Story = {
  decorators: [withScreen({ path: '/customer/dashboard', role: 'customer' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account' }, slow));
    await userEvent.type(dialog.getByLabelText(/Password/), 'my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await screen.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
    await expect(await screen.findByText('Your account has been deleted.', {}, slow)).toBeVisible();
  },
};

const paneer = productNamed('Sudha Fresh Malai Paneer');

/**
 * Issue 18: a stock alert pushed on /admin while the admin is on the dashboard, not the inventory: it is toasted,
 * and the header's "Stock alerts" counts it and leads to the product in the inventory.
 */
export const AdminStockAlert: Story = {
  decorators: [withScreen({ path: '/admin/dashboard', role: 'admin' })],
  parameters: shop(),
  render: (args) => (
    <AdminLiveStory alerts={[{ productId: paneer._id, name: paneer.name, available: 0, level: 'out', at: '2026-11-28T10:00:00.000Z' }]}>
      <ShopHeader {...args} />
    </AdminLiveStory>
  ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByText('Sudha Fresh Malai Paneer is out of stock', { selector: '[role="status"] > span' }, slow)).toBeVisible();
    const alerts = await screen.findByRole('link', { name: 'Stock alerts 1 new, latest: Sudha Fresh Malai Paneer is out of stock' }, slow);
    await userEvent.click(alerts);
    await expect(await screen.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /admin/inventory?search=Sudha+Fresh+Malai+Paneer');
  },
};
