import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { LinkComponentProps } from '../../internal/link';
import { Menu, type MenuItem } from './menu';

const orderActions: MenuItem[] = [
  { id: 'view', label: 'View order', href: '#/admin/orders/6650f1c2a9e4b3d2c1f0a9e8' },
  { id: 'shipped', label: 'Mark as shipped' },
  { id: 'delivered', label: 'Mark as delivered' },
  { id: 'cancel', label: 'Cancel order' },
];

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { label: 'Order actions', items: orderActions, onAction: fn() },
  // Room below the button for the open menu in the picture.
  decorators: [(Story) => <div style={{ minHeight: '16rem' }}><Story /></div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order actions' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order actions' }));
    await expect(canvas.getByRole('menu', { name: 'Order actions' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'View order' })).toHaveFocus();
  },
};

/** Enter opens on the first item, arrows and a first letter move, Escape closes back onto the button. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Order actions' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'View order' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Cancel order' })).toHaveFocus();
    await userEvent.keyboard('{Home}m');
    await expect(canvas.getByRole('menuitem', { name: 'Mark as shipped' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'delivered' });
    await expect(button).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order actions' }));
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const DisabledItem: Story = {
  args: { items: orderActions.map((item) => (item.id === 'cancel' ? { ...item, disabled: true } : item)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order actions' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Cancel order' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(canvas.getByRole('menuitem', { name: 'Cancel order' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DisabledButton: Story = { args: { disabled: true } };

function HashLink({ href, ...rest }: LinkComponentProps) {
  return <a href={`#${href}`} {...rest} />;
}

/** Link items go through the app's link component, as elsewhere in the design system. */
export const Links: Story = {
  args: {
    label: 'Account',
    variant: 'ghost',
    align: 'end',
    linkComponent: HashLink,
    items: [
      { id: 'orders', label: 'My Orders', href: '/orders' },
      { id: 'addresses', label: 'Saved Addresses', href: '/customer/addresses' },
      { id: 'logout', label: 'Log Out' },
    ],
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('menuitem', { name: 'Saved Addresses' })).toHaveAttribute('href', '#/customer/addresses');
  },
};

export const LongText: Story = {
  args: {
    label: 'Actions for the order to Patliputra Colony',
    items: [
      { id: 'reassign', label: 'Reassign to the rider nearest Kankarbagh and notify the customer by SMS' },
      { id: 'refund', label: 'Refund the donation and tip' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for the order to Patliputra Colony' }));
  },
};
