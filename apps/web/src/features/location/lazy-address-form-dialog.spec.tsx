import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createShopServices } from '../../shared/services/create-shop-services';
import { ShopProviders } from '../../shared/shop-providers';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { LazyAddressFormDialog } from './lazy-address-form-dialog';

// The form's code comes through its real import(): the first render of this file is the first time it is asked for.

function Header({ open, onClose }: { open: boolean; onClose: () => void }) {
  const services = createShopServices(new MemoryStorage());
  return (
    <ShopProviders services={services}>
      <LazyAddressFormDialog open={open} onClose={onClose} saver={services.api.addresses} />
    </ShopProviders>
  );
}

describe("the header's address form, loaded on demand", () => {
  it('shows the same dialog with a spinner until the form is in, closable meanwhile, then the form', async () => {
    const onClose = vi.fn();
    render(<Header open onClose={onClose} />);
    const loading = screen.getByRole('dialog', { name: 'Enter complete address' });
    expect(within(loading).getByRole('status').textContent).toBe('Loading');
    fireEvent.click(within(loading).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    expect(await screen.findByRole('textbox', { name: 'Flat / House no / Building name *' })).toBeTruthy();
    expect(screen.getAllByRole('dialog', { name: 'Enter complete address' })).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while closed', () => {
    render(<Header open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
