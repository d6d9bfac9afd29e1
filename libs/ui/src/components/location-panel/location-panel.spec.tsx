import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../address-card/saved-address';
import { LocationPanel, locationResultTitle, type LocationPanelProps } from './location-panel';

const home: SavedAddress = { _id: 'a1', addressType: 'Home', building: 'Flat 4B', locality: 'Boring Road, Patna', contactName: 'Asha', isDefault: true };

function renderPanel(props: Partial<LocationPanelProps> = {}) {
  const handlers = { onClose: vi.fn(), onQueryChange: vi.fn(), onUseCurrentLocation: vi.fn(), onSelectResult: vi.fn(), onSelectAddress: vi.fn(), onAddAddress: vi.fn() };
  render(<LocationPanel open query="" loggedIn savedAddresses={[home]} {...handlers} {...props} />);
  return handlers;
}

describe('LocationPanel', () => {
  it('is a dialog titled "Select your Location" with the search box and current-location button', () => {
    const h = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Select your Location' })).toBeTruthy();
    const box = screen.getByRole('searchbox');
    expect(box.getAttribute('placeholder')).toBe('Search for area, street name...');
    fireEvent.change(box, { target: { value: 'pat' } });
    expect(h.onQueryChange).toHaveBeenCalledWith({ query: 'pat' });
    fireEvent.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(h.onUseCurrentLocation).toHaveBeenCalled();
  });

  it('lists saved addresses and offers "+ Add New Address" when not searching', () => {
    const h = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    expect(h.onSelectAddress).toHaveBeenCalledWith({ address: home });
    fireEvent.click(screen.getByRole('button', { name: '+ Add New Address' }));
    expect(h.onAddAddress).toHaveBeenCalled();
  });

  it('shows the two empty states', () => {
    renderPanel({ savedAddresses: [] });
    expect(screen.getByText('No saved addresses found')).toBeTruthy();
  });

  it('while searching: results, filtered addresses, no add button', () => {
    const h = renderPanel({ query: 'hotel', results: [{ id: 'r', displayName: 'Patna, Bihar' }] });
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeTruthy();
    expect(screen.getByText('No addresses match your search')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Location/ }));
    expect(h.onSelectResult).toHaveBeenCalled();
  });

  it('hides saved addresses from guests and announces errors', () => {
    renderPanel({ loggedIn: false, error: 'Location access denied. Please select manually.' });
    expect(screen.queryByText('Your saved addresses')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Location access denied. Please select manually.');
  });

  it('titles a result by road, neighbourhood or suburb, else "Location"', () => {
    expect(locationResultTitle({ id: '1', displayName: 'x', address: { neighbourhood: 'Rajendra Nagar', suburb: 'S' } })).toBe('Rajendra Nagar');
    expect(locationResultTitle({ id: '2', displayName: 'x' })).toBe('Location');
  });
});
