import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'items', label: 'Items', content: 'Amul Taaza Milk × 2' },
  { id: 'shipping', label: 'Shipping', content: 'Boring Road, Patna' },
  { id: 'payment', label: 'Payment', content: 'COD · pending' },
];

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('is a named tab list whose selected tab controls the one visible panel', () => {
    render(<Tabs label="Order details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Order details' })).toBeTruthy();
    const items = screen.getByRole('tab', { name: 'Items', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Items' });
    expect(items.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Amul Taaza Milk × 2');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves focus and selection with the arrow keys, wrapping, and with Home and End', () => {
    render(<Tabs label="Order details" tabs={tabs} />);
    screen.getByRole('tab', { name: 'Items' }).focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Shipping', selected: true }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Boring Road, Patna');
    press('End');
    expect(selectedTab().textContent).toBe('Payment');
    press('ArrowRight');
    expect(selectedTab().textContent).toBe('Items');
    press('ArrowLeft');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payment', selected: true }));
    press('Home');
    expect(selectedTab().textContent).toBe('Items');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('skips a disabled tab and does not select it on click', () => {
    const withDisabled = tabs.map((t) => (t.id === 'shipping' ? { ...t, disabled: true } : t));
    render(<Tabs label="Order details" tabs={withDisabled} />);
    const shipping = screen.getByRole('tab', { name: 'Shipping' });
    expect(shipping.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(shipping);
    expect(selectedTab().textContent).toBe('Items');
    screen.getByRole('tab', { name: 'Items' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Payment');
  });

  it('when controlled, reports the wanted tab and shows what the parent says', () => {
    const onSelectedChange = vi.fn();
    const { rerender } = render(<Tabs label="Order details" tabs={tabs} selectedId="payment" onSelectedChange={onSelectedChange} />);
    expect(selectedTab().textContent).toBe('Payment');
    fireEvent.click(screen.getByRole('tab', { name: 'Items' }));
    expect(onSelectedChange).toHaveBeenCalledWith({ id: 'items' });
    expect(selectedTab().textContent).toBe('Payment');
    rerender(<Tabs label="Order details" tabs={tabs} selectedId="items" onSelectedChange={onSelectedChange} />);
    expect(selectedTab().textContent).toBe('Items');
  });

  it('starts on defaultSelectedId when uncontrolled and reports clicks once', () => {
    const onSelectedChange = vi.fn();
    render(<Tabs label="Order details" tabs={tabs} defaultSelectedId="shipping" onSelectedChange={onSelectedChange} />);
    expect(selectedTab().textContent).toBe('Shipping');
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(onSelectedChange.mock.calls).toEqual([[{ id: 'payment' }]]);
    expect(screen.getByRole('tabpanel', { name: 'Payment' }).textContent).toBe('COD · pending');
  });
});
