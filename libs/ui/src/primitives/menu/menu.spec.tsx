import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../internal/link';
import { Menu, type MenuItem } from './menu';

const items: MenuItem[] = [
  { id: 'view', label: 'View order', href: '/admin/orders/6650f1c2' },
  { id: 'shipped', label: 'Mark as shipped' },
  { id: 'delivered', label: 'Mark as delivered' },
  { id: 'cancel', label: 'Cancel order', disabled: true },
];

const RouterLink = ({ href, ...rest }: LinkComponentProps) => <a href={`#${href}`} data-router="" {...rest} />;

function openMenu(onAction = vi.fn()) {
  render(
    <>
      <Menu label="Order actions" items={items} onAction={onAction} linkComponent={RouterLink} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Order actions' });
  fireEvent.click(button);
  return { button, onAction, press: (key: string) => fireEvent.keyDown(document.activeElement!, { key }) };
}

describe('Menu', () => {
  it('is a menu button that opens a menu named by it, focusing the first item', () => {
    render(<Menu label="Order actions" items={items} />);
    const button = screen.getByRole('button', { name: 'Order actions' });
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual(['menu', 'false']);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Order actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((i) => [i.textContent, i.tabIndex])).toEqual([
      ['View order', -1],
      ['Mark as shipped', -1],
      ['Mark as delivered', -1],
      ['Cancel order', -1],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View order' }));
  });

  it('moves focus with the arrows, Home, End and the first letter', () => {
    const { press } = openMenu();
    const focused = () => document.activeElement?.textContent;
    press('ArrowDown');
    expect(focused()).toBe('Mark as shipped');
    press('End');
    expect(focused()).toBe('Cancel order');
    press('ArrowDown');
    expect(focused()).toBe('View order');
    press('ArrowUp');
    expect(focused()).toBe('Cancel order');
    press('Home');
    press('m');
    expect(focused()).toBe('Mark as shipped');
    press('m');
    expect(focused()).toBe('Mark as delivered');
  });

  it('opens on ArrowUp at the last item', () => {
    render(<Menu label="Order actions" items={items} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Order actions' }), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Cancel order' }));
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button, press } = openMenu();
    press('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('reports a chosen action, closes and returns focus; a disabled one does nothing', () => {
    const { button, onAction } = openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel order' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Cancel order' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as shipped' }));
    expect(onAction.mock.calls).toEqual([[{ id: 'shipped' }]]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('renders link items through the link component and closes when one is followed', () => {
    const { onAction } = openMenu();
    const link = screen.getByRole('menuitem', { name: 'View order' });
    expect([link.tagName, link.getAttribute('href'), link.hasAttribute('data-router')]).toEqual(['A', '#/admin/orders/6650f1c2', true]);
    fireEvent.click(link);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('closes on a press outside and when focus leaves it', () => {
    const { button } = openMenu();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Mark as shipped' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.blur(screen.getByRole('menuitem', { name: 'View order' }), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles closed on a second click of the button', () => {
    const { button } = openMenu();
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
