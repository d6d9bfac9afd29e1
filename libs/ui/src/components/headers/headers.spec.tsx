import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../internal/link';
import { AdminHeader } from './admin-header';
import { AuditorHeader } from './auditor-header';
import { PackerHeader } from './packer-header';
import { CustomerHeader } from './customer-header';
import { DeliveryHeader } from './delivery-header';
import { GuestHeader } from './guest-header';

const RouterLink = ({ href, ...rest }: LinkComponentProps) => <a href={`#${href}`} {...rest} />;

describe('headers', () => {
  it('guest: a Login link through the link component and the cart slot', () => {
    render(<GuestHeader linkComponent={RouterLink} cart={<button type="button">My Cart</button>} />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('#/login');
    expect(screen.getByRole('button', { name: 'My Cart' })).toBeTruthy();
  });

  it('customer: the Account dropdown shows the phone and lists the SPEC links and Log Out', () => {
    const onLogout = vi.fn();
    render(<CustomerHeader phone="9876543210" onLogout={onLogout} />);
    const account = screen.getByRole('button', { name: /Account/ });
    expect(account.textContent).toContain('9876543210');
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/orders', '/customer/addresses', '/gift-cards', '/faq', '/privacy']));
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('customer: "Delete account" only when the app offers it; choosing it closes the menu', () => {
    const { unmount } = render(<CustomerHeader phone="9876543210" onLogout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Account/ }));
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    unmount();
    const onDeleteAccount = vi.fn();
    render(<CustomerHeader phone="9876543210" onLogout={() => {}} onDeleteAccount={onDeleteAccount} />);
    const account = screen.getByRole('button', { name: /Account/ });
    fireEvent.click(account);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onDeleteAccount).toHaveBeenCalledTimes(1);
    expect(account.getAttribute('aria-expanded')).toBe('false');
  });

  it('customer: a welcome text without a phone', () => {
    render(<CustomerHeader welcomeText="Welcome, Asha" onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: /Account/ }).textContent).toContain('Welcome, Asha');
  });

  it('admin: Welcome, Admin with Account, Add Product and Logout', () => {
    const onLogout = vi.fn();
    render(<AdminHeader onLogout={onLogout} />);
    expect(screen.getByText('Welcome, Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Add Product' }).getAttribute('href')).toBe('/add-product');
    expect(screen.getByRole('link', { name: 'Inventory' }).getAttribute('href')).toBe('/admin/inventory');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('admin: a Notifications link names how many are new, and only a plain link when none are', () => {
    const { rerender } = render(<AdminHeader onLogout={() => {}} notifications={{ unseen: 120, href: '/admin/notification' }} />);
    expect(screen.getByRole('link', { name: 'Notifications 99+ new' }).getAttribute('href')).toBe('/admin/notification');
    rerender(<AdminHeader onLogout={() => {}} notifications={{ unseen: 0, href: '/admin/notification' }} />);
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('Notifications');
    rerender(<AdminHeader onLogout={() => {}} notifications={{ unseen: 3, href: '/admin/notification' }} />);
    expect(screen.getByRole('link', { name: 'Notifications 3 new' })).toBeTruthy();
  });

  it('auditor: Audit and Money links and Logout, and the brand leads to /audit', () => {
    const onLogout = vi.fn();
    render(<AuditorHeader onLogout={onLogout} />);
    expect(screen.getByRole('link', { name: 'Audit' }).getAttribute('href')).toBe('/audit');
    expect(screen.getByRole('link', { name: 'Money' }).getAttribute('href')).toBe('/audit/money');
    expect(screen.getByRole('link', { name: 'Jhatpat home' }).getAttribute('href')).toBe('/audit');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('packer: the Packing link and Logout, and the brand leads to /packing', () => {
    const onLogout = vi.fn();
    render(<PackerHeader onLogout={onLogout} />);
    expect(screen.getByRole('link', { name: 'Packing' }).getAttribute('href')).toBe('/packing');
    expect(screen.getByRole('link', { name: 'Jhatpat home' }).getAttribute('href')).toBe('/packing');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('delivery: Orders link, Offline switch reporting online, Logout', () => {
    const onOnlineChange = vi.fn();
    render(<DeliveryHeader onOnlineChange={onOnlineChange} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/delivery/orders');
    fireEvent.click(screen.getByRole('switch', { name: 'Offline' }));
    expect(onOnlineChange).toHaveBeenCalledWith({ online: true });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
