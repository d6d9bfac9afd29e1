import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressCard } from './address-card';
import { matchesSavedAddress, type SavedAddress } from './saved-address';

const work: SavedAddress = { _id: 'w', addressType: 'Work', building: 'Tower B', locality: 'Fraser Road, Patna', contactName: 'Ravi', isDefault: false };

describe('AddressCard', () => {
  it('names the card by its type and offers Edit and Delete', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<AddressCard address={work} onEdit={onEdit} onDelete={onDelete} />);
    expect(screen.getByRole('article', { name: 'Work address' }).textContent).toContain('Tower B, Fraser Road, Patna');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work' }));
    expect(onEdit).toHaveBeenCalledWith({ address: work });
    expect(onDelete).toHaveBeenCalledWith({ address: work });
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('shows the Default badge and a selection button', () => {
    const onSelect = vi.fn();
    render(<AddressCard address={{ ...work, isDefault: true }} onEdit={() => {}} onDelete={() => {}} onSelect={onSelect} />);
    expect(screen.getByText('Default')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
    expect(onSelect).toHaveBeenCalled();
  });

  it('matches saved-address search on locality, building and type', () => {
    expect(matchesSavedAddress(work, 'fraser')).toBe(true);
    expect(matchesSavedAddress(work, 'tower')).toBe(true);
    expect(matchesSavedAddress(work, 'work')).toBe(true);
    expect(matchesSavedAddress(work, 'ravi')).toBe(false);
  });
});
