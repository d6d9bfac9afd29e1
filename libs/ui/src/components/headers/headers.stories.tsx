import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartButton } from '../cart-button/cart-button';
import { AdminHeader } from './admin-header';
import { AuditorHeader } from './auditor-header';
import { PackerHeader } from './packer-header';
import { CustomerHeader } from './customer-header';
import { DeliveryHeader, type DeliveryHeaderProps } from './delivery-header';
import { GuestHeader } from './guest-header';
import { LanguageSwitch } from './language-switch';
import type { ShopLocale } from '../../locale/shop-text';

const meta = {
  title: 'Shop/Headers',
  component: GuestHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GuestHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  args: { cart: <CartButton count={0} totalPaise={0} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('button', { name: 'My Cart' })).toBeVisible();
  },
};

function SwitchWithState() {
  const [locale, setLocale] = useState<ShopLocale>('en');
  return <LanguageSwitch locale={locale} onLocaleChange={(change) => setLocale(change.locale)} />;
}

/** Issue 19 "हिन्दी": the language switch on a phone (390 px), in the nav's first row beside Login and the cart. */
export const GuestOnPhone: Story = {
  args: { cart: <CartButton count={2} totalPaise={15_600} />, language: <SwitchWithState /> },
  parameters: { visualViewport: { width: 390, height: 240 } },
  play: async ({ canvas }) => {
    const hindi = canvas.getByRole('button', { name: 'हिन्दी' });
    await expect(hindi).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hindi);
    await expect(hindi).toHaveAttribute('aria-pressed', 'true');
    await expect(hindi).toHaveAttribute('lang', 'hi');
  },
};

/** Issue 19 item 12: a header button (Account, Logout) looks like the links beside it, not a browser-grey button. */
async function expectLinkLike(button: HTMLElement) {
  const look = getComputedStyle(button);
  await expect(look.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  await expect(look.borderStyle).toBe('none');
  await expect(look.fontFamily).toBe(getComputedStyle(button.closest('header')!).fontFamily);
}

export const CustomerWithPhone: Story = {
  render: () => <CustomerHeader phone="9876543210" cart={<CartButton count={3} totalPaise={24_500} />} onLogout={fn()} />,
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: /Account/ });
    await expect(account).toHaveTextContent('9876543210');
    await expectLinkLike(account);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Saved Addresses' })).toHaveAttribute('href', '/customer/addresses');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'My Orders' })).toBeNull();
    await expect(account).toHaveFocus();
  },
};

export const CustomerWelcome: Story = {
  render: () => <CustomerHeader cart={<CartButton count={0} totalPaise={0} />} onLogout={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Account/ })).toHaveTextContent('Welcome!');
  },
};

const onCustomerLogout = fn();
export const CustomerMenuOpen: Story = {
  render: () => <CustomerHeader phone="9876543210" onLogout={onCustomerLogout} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account/ }));
    await expect(canvas.getByRole('link', { name: 'Account Privacy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(onCustomerLogout).toHaveBeenCalled();
    // Left open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: /Account/ }));
  },
};

const onAdminLogout = fn();
export const Admin: Story = {
  render: () => <AdminHeader onLogout={onAdminLogout} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome, Admin')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/add-product');
    await expect(canvas.getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/admin/inventory');
    const logout = canvas.getByRole('button', { name: 'Logout' });
    await expectLinkLike(logout);
    await userEvent.click(logout);
    await expect(onAdminLogout).toHaveBeenCalledTimes(1);
  },
};

/** The admin's unseen order notifications, counted beside the link to the notifications page. */
export const AdminWithNotifications: Story = {
  render: () => <AdminHeader onLogout={fn()} notifications={{ unseen: 3, href: '/admin/notification' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications 3 new' })).toHaveAttribute('href', '/admin/notification');
  },
};

/** Issue 18: stock alerts not yet seen, on whatever admin page is open; the link leads to the newest in the inventory. */
export const AdminWithStockAlerts: Story = {
  render: () => (
    <AdminHeader
      onLogout={fn()}
      notifications={{ unseen: 0, href: '/admin/notification' }}
      stockAlerts={{ count: 2, latest: 'Sudha Fresh Malai Paneer is out of stock', href: '/admin/inventory?search=Sudha+Fresh+Malai+Paneer' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Stock alerts 2 new, latest: Sudha Fresh Malai Paneer is out of stock' })).toHaveAttribute(
      'href',
      '/admin/inventory?search=Sudha+Fresh+Malai+Paneer',
    );
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

const onAuditorLogout = fn();
/** Auditors: the Audit and Money links and Logout, nothing to buy or change. */
export const Auditor: Story = {
  render: () => <AuditorHeader onLogout={onAuditorLogout} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
    await expect(canvas.getByRole('link', { name: 'Money' })).toHaveAttribute('href', '/audit/money');
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onAuditorLogout).toHaveBeenCalledTimes(1);
  },
};

const onPackerLogout = fn();
/** Packers: the Packing queue and Logout, on a tablet by the shelves. */
export const Packer: Story = {
  render: () => <PackerHeader onLogout={onPackerLogout} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Packing' })).toHaveAttribute('href', '/packing');
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onPackerLogout).toHaveBeenCalledTimes(1);
  },
};

function DeliveryWithState(props: Omit<DeliveryHeaderProps, 'onLogout'>) {
  const [online, setOnline] = useState(props.online ?? false);
  return <DeliveryHeader {...props} online={online} onOnlineChange={(c) => setOnline(c.online)} onLogout={fn()} />;
}

export const DeliveryOffline: Story = {
  render: () => <DeliveryWithState />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/delivery/orders');
    const toggle = canvas.getByRole('switch', { name: 'Offline' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('switch', { name: 'Online' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Online' }));
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const DeliveryOnline: Story = { render: () => <DeliveryWithState online /> };
