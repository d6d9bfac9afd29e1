import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SavedAddress } from '../address-card/saved-address';
import { LocationPanel, type LocationPanelProps, type LocationResult } from './location-panel';

const saved: SavedAddress[] = [
  { _id: 'a1', addressType: 'Home', building: 'Flat 4B, Shanti Apartments', locality: 'Boring Road, Patna', contactName: 'Asha', isDefault: true },
  { _id: 'a2', addressType: 'Other', customName: "Mum's place", building: '12', floor: '1st floor', locality: 'Kankarbagh, Patna', contactName: 'Asha', isDefault: false },
];
const results: LocationResult[] = [
  { id: 'r1', displayName: 'Boring Road, Sri Krishna Puri, Patna, Bihar, 800001, India', address: { road: 'Boring Road' } },
  { id: 'r2', displayName: 'Kankarbagh, Patna, Bihar, India', address: { suburb: 'Kankarbagh' } },
  { id: 'r3', displayName: 'Patna, Bihar, India' },
];

function WithQuery(args: LocationPanelProps) {
  const [query, setQuery] = useState(args.query);
  return <LocationPanel {...args} query={query} onQueryChange={(c) => { args.onQueryChange(c); setQuery(c.query); }} />;
}

const meta = {
  title: 'Shop/LocationPanel',
  component: LocationPanel,
  args: {
    open: true,
    onClose: fn(),
    query: '',
    onQueryChange: fn(),
    onUseCurrentLocation: fn(),
    onSelectResult: fn(),
    onSelectAddress: fn(),
    onAddAddress: fn(),
    loggedIn: true,
    savedAddresses: saved,
  },
  render: (args) => <WithQuery {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedAddresses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Select your Location' });
    const panel = within(dialog);
    await expect(panel.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search for area, street name...');
    await expect(panel.getByRole('heading', { name: 'Your saved addresses' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: /Mum's place/ }));
    await expect(args.onSelectAddress).toHaveBeenCalledWith({ address: saved[1] });
    await userEvent.click(panel.getByRole('button', { name: '+ Add New Address' }));
    await expect(args.onAddAddress).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Use current location' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalled();
  },
};

export const NoSavedAddresses: Story = {
  args: { savedAddresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText('No saved addresses found')).toBeVisible();
  },
};

export const SearchResults: Story = {
  args: { query: 'boring', results },
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body);
    await expect(panel.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Location Patna, Bihar/ })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: /^Kankarbagh/ }));
    await expect(args.onSelectResult).toHaveBeenCalledWith({ result: results[1] });
    // Saved addresses are filtered, and no add button while searching.
    await expect(panel.getByRole('button', { name: /Shanti Apartments/ })).toBeVisible();
    await expect(panel.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
  },
};

export const NoMatchingAddresses: Story = {
  args: { query: 'hotel', results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText('No addresses match your search')).toBeVisible();
  },
};

export const Searching: Story = { args: { query: 'gandhi', searching: true } };
export const LoadingAddresses: Story = { args: { loadingAddresses: true } };
export const Locating: Story = { args: { locating: true } };
export const SearchFailed: Story = { args: { query: 'gandhi', results: [], error: 'Failed to search locations' } };

export const Guest: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body);
    await expect(panel.queryByRole('heading', { name: 'Your saved addresses' })).toBeNull();
    await expect(panel.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
  },
};
