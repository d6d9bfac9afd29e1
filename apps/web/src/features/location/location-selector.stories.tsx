import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  addressesEmptyHandlers,
  addressesErrorHandlers,
  addressesHandlers,
  createShopState,
  geoErrorHandlers,
  geoLoadingHandlers,
  outsidePatnaFixture,
} from '@jhatpat/api-client/testing';
import { HeaderCartButton } from '../../shared/cart/header-cart-button';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { LocationSelector } from './location-selector';

// The browser's geolocation is the edge of the world here: each story answers as the browser would.
const fakeGeolocation = (answer: (success: PositionCallback, failure: PositionErrorCallback) => void): Geolocation => ({
  getCurrentPosition: (success, failure) => answer(success, failure ?? (() => {})),
  watchPosition: () => 0,
  clearWatch: () => {},
});
const standingAt = (latitude: number, longitude: number) => fakeGeolocation((success) => success({ coords: { latitude, longitude } } as GeolocationPosition));
const refusing = fakeGeolocation((_, failure) => failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));

const meta = {
  title: 'Screens/Location/LocationSelector',
  component: LocationSelector,
  args: { geolocation: standingAt(25.6143, 85.1172) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LocationSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

// A shop of its own per story (handlers keep state), with this story's answers first.
// The panel, its dialogs and the toasts render as modals over the page.
// Answers come through the mock service worker: on a busy machine they may take longer than a second.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ }));
  return within(page(canvasElement).getByRole('dialog', { name: 'Select your Location' }));
}

export const GuestChoosesPatna: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await expect(header.getByRole('button', { name: /Select Location/ })).toHaveTextContent('Delivery in 8 minutes');
    const panel = await openPanel(canvasElement);
    await expect(panel.getByPlaceholderText('Search for area, street name...')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Use current location' })).toBeVisible();
    // docs/product.md §6: guests see no saved addresses and no add button.
    await expect(panel.queryByText('Your saved addresses')).toBeNull();
    await expect(panel.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
    await userEvent.type(panel.getByRole('searchbox'), 'boring');
    await userEvent.click(await panel.findByRole('button', { name: /Boring Road.*Patna, Bihar, 800001/ }, slow));
    const dialog = within(page(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText('Congratulations! We are delivering in your city (Patna)!')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Great!' }));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(header.getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Boring Road, Patna');
    // Choosing closed the panel and cleared the search.
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Select your Location' })).toBeNull();
    await expect((await openPanel(canvasElement)).getByRole('searchbox')).toHaveValue('');
  },
};

export const GuestChoosesOutsidePatna: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(panel.getByRole('searchbox'), 'gaya');
    await expect(await panel.findByText('Search Results', {}, slow)).toBeVisible();
    await userEvent.click(await panel.findByRole('button', { name: /Station Road.*Gaya/ }, slow));
    const dialog = within(page(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Station Road, Gaya');
  },
};

/** A location chosen earlier, outside Patna: the header shows its first two parts. */
export const ChosenOutsidePatna: Story = {
  decorators: [withScreen({ path: '/', location: 'Station Road, Gaya, Bihar, 823001, India' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Station Road, Gaya');
  },
};

export const Searching: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(...geoLoadingHandlers()),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(panel.getByRole('searchbox'), 'kankar');
    await expect(await panel.findByRole('status', {}, slow)).toHaveTextContent('Searching locations');
    await expect(panel.getByText('Search Results')).toBeVisible();
  },
};

export const SearchFails: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(...geoErrorHandlers()),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(panel.getByRole('searchbox'), 'boring');
    await expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent('Failed to search locations');
  },
};

export const UseCurrentLocation: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Use current location' }));
    const dialog = within(await page(canvasElement).findByRole('alertdialog', {}, slow));
    await expect(dialog.getByText('Congratulations! We are delivering in your city (Patna)!')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Great!' }));
    // docs/product.md §4: the display name's first part plus the city.
    await expect(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Boring Road, Patna');
  },
};

export const LocationDenied: Story = {
  args: { geolocation: refusing },
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Use current location' }));
    await expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent('Location access denied. Please select manually.');
  },
};

export const GeolocationUnsupported: Story = {
  args: { geolocation: null },
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Use current location' }));
    await expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent('Geolocation not supported by your browser.');
  },
};

/** Standing far from any place the geocoder knows (Delhi): the reverse lookup finds nothing. */
export const AddressUnknownHere: Story = {
  args: { geolocation: standingAt(28.6139, 77.209) },
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Use current location' }));
    await expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent("Couldn't fetch address details. Please enter manually.");
  },
};

export const CustomerSavedAddresses: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Your saved addresses')).toBeVisible();
    await expect(await panel.findByRole('button', { name: /^Home/ }, slow)).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Work/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Nani's place/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: '+ Add New Address' })).toBeVisible();
    // docs/product.md §9: the search matches locality, building and type; the add button hides while searching.
    await userEvent.type(panel.getByRole('searchbox'), 'work');
    await expect(panel.queryByRole('button', { name: /^Home/ })).toBeNull();
    await expect(panel.getByRole('button', { name: /^Work/ })).toBeVisible();
    await expect(panel.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
    await userEvent.clear(panel.getByRole('searchbox'));
    await userEvent.type(panel.getByRole('searchbox'), 'zzz');
    await expect(panel.getByText('No addresses match your search')).toBeVisible();
    await userEvent.clear(panel.getByRole('searchbox'));
    await userEvent.click(panel.getByRole('button', { name: /^Nani's place/ }));
    const dialog = within(page(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(/not delivering in your city/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('House 12, Station Road');
  },
};

export const CustomerWithoutAddresses: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(...addressesEmptyHandlers()),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText('No saved addresses found', {}, slow)).toBeVisible();
  },
};

export const CustomerAddressesFail: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(...addressesErrorHandlers()),
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement);
    const toasts = within(page(canvasElement).getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('Failed to load addresses', {}, slow)).toBeVisible();
  },
};

/** "+ Add New Address": the form replaces the panel, and the panel comes back listing the new address. */
export const CustomerAddsAddress: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: '+ Add New Address' }, slow));
    const form = within(page(canvasElement).getByRole('dialog', { name: 'Enter complete address' }));
    await userEvent.click(form.getByRole('radio', { name: 'Hotel' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), 'Room 204, Hotel Maurya');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'South Gandhi Maidan, Patna');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha Kumari');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(await page(canvasElement).findByText('Address added successfully', {}, slow)).toBeVisible();
    const reopened = within(await page(canvasElement).findByRole('dialog', { name: 'Select your Location' }, slow));
    await waitFor(() => expect(reopened.getByRole('button', { name: /^Hotel/ })).toBeVisible(), slow);
  },
};

/**
 * Issue 19 item 1: a returning customer with nothing chosen on this device (just logged in, storage cleared) starts
 * from their saved default address, so the header names it and the cart button is open at once.
 */
export const ReturningCustomerStartsFromDefault: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(),
  render: (args) => (
    <>
      <LocationSelector {...args} />
      <HeaderCartButton />
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement);
    await waitFor(() => expect(header.getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Flat 4B, Sunrise Apartments'), slow);
    await expect(header.getByRole('button', { name: /My Cart|Cart:/ })).toHaveAttribute('data-serviceable', 'true');
  },
};

/** Issue 19 items 1 and 5: a customer whose only address is outside Patna gets no location chosen for them. */
export const ReturningCustomerOnlyOutsidePatna: Story = {
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: shop(...addressesHandlers(createShopState({ addresses: [{ ...outsidePatnaFixture, isDefault: true }] }))),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByRole('button', { name: /^Nani's place/ }, slow)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('button', { name: /Delivery in 8 minutes/ })).toHaveTextContent('Select Location');
  },
};
