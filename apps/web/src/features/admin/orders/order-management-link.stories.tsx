import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { OrderManagementScreen } from './order-management-screen';

const { codPending } = orderFixtures;

// Issue 19 item 8: a notification links to its order (`?order=<id>`, notifications-screen.tsx adminOrderHref).
const meta = {
  title: 'Screens/Admin/Order management/Opened by link',
  component: OrderManagementScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/order-management', url: `/admin/order-management?order=${codPending._id}`, role: 'admin' })],
} satisfies Meta<typeof OrderManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order's view opens at once, titled by its number once read; closing it leaves the list. */
export const OpenedByLink: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: `Order #${codPending.orderNumber}` }, slow);
    await expect(await within(dialog).findByRole('region', { name: 'Customer' }, slow)).toHaveTextContent(codPending.userId.name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
  },
};
