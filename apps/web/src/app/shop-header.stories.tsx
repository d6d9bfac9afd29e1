import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../shared/testing/screen-story';
import { shop, slow } from '../shared/testing/story-shop';
import { ShopHeader } from './shop-header';

const meta = {
  title: 'Screens/App/ShopHeader',
  component: ShopHeader,
  args: { location: <span>Boring Road, Patna</span> },
  decorators: [withScreen({ path: '/customer/dashboard', role: 'customer' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Issue 16 item 8: the account menu's "Delete account" opens the dialog; deleting ends the session on the home page. */
export const DeleteAccountFromTheMenu: Story = {
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account' }));
    await userEvent.type(dialog.getByLabelText(/Password/), 'my password');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await screen.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
    await expect(await screen.findByText('Your account has been deleted.', {}, slow)).toBeVisible();
  },
};
