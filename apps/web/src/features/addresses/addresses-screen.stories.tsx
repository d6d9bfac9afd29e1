import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addressesEmptyHandlers, addressesErrorHandlers, addressesLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { AddressesScreen } from './addresses-screen';

const meta = {
  title: 'Screens/Addresses/AddressesScreen',
  component: AddressesScreen,
  decorators: [withScreen({ path: '/customer/addresses', role: 'customer' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// A shop of its own per story (handlers keep state), with this story's answers first.
// Answers come through the mock service worker: on a busy machine they may take longer than a second.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => within(page(canvasElement).getByRole('region', { name: 'Notifications' }));
const card = (canvasElement: HTMLElement, title: string) => within(page(canvasElement).getByRole('article', { name: `${title} address` }));

export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Addresses' })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Home address' }, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '3 saved addresses' })).toBeVisible();
    await expect(card(canvasElement, 'Home').getByText('Default')).toBeVisible();
    await expect(card(canvasElement, 'Work').queryByText('Default')).toBeNull();
    await expect(card(canvasElement, "Nani's place").getByText(/Gaya, Bihar/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Add New Address' })).toBeVisible();
    // The default one needs no "Set as default"; the others have it inside their own card (issue 19 item 12).
    await expect(canvas.queryByRole('button', { name: 'Set as default: Home' })).toBeNull();
    await expect(card(canvasElement, 'Work').getByRole('button', { name: 'Set as default: Work' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: shop(...addressesLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Addresses' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your addresses');
  },
};

export const Empty: Story = {
  parameters: shop(...addressesEmptyHandlers()),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No saved addresses found' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Your First Address' }));
    const form = within(page(canvasElement).getByRole('dialog', { name: 'Enter complete address' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), 'Flat 2A, Shanti Kunj');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'Rajendra Nagar, Patna');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha Kumari');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(await toasts(canvasElement).findByText('Address added successfully', {}, slow)).toBeVisible();
    // The first address is the default (the server decides; the list shows its answer).
    await expect(card(canvasElement, 'Home').getByText('Default')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: shop(...addressesErrorHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Failed to load addresses');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** docs/product.md §5: deleting the default while others exist asks first; the server promotes another. */
export const DeleteDefault: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(await canvas.findByRole('article', { name: 'Home address' }, slow)).getByRole('button', { name: 'Delete Home' }));
    const confirm = within(page(canvasElement).getByRole('alertdialog'));
    await expect(confirm.getByText('This is your default address. Are you sure you want to delete it?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('article', { name: 'Home address' })).toBeVisible();

    await userEvent.click(card(canvasElement, 'Home').getByRole('button', { name: 'Delete Home' }));
    await userEvent.click(within(page(canvasElement).getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(await toasts(canvasElement).findByText('Address deleted', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Home address' })).toBeNull(), slow);
    await expect(canvas.getByRole('heading', { level: 2, name: '2 saved addresses' })).toBeVisible();
    await expect(canvas.getAllByText('Default')).toHaveLength(1);
  },
};

export const DeleteOther: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(await canvas.findByRole('article', { name: 'Work address' }, slow)).getByRole('button', { name: 'Delete Work' }));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(await toasts(canvasElement).findByText('Address deleted', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Work address' })).toBeNull();
  },
};

export const SetDefault: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set as default: Work' }, slow));
    await expect(await toasts(canvasElement).findByText('Default address updated', {}, slow)).toBeVisible();
    await expect(card(canvasElement, 'Work').getByText('Default')).toBeVisible();
    await expect(card(canvasElement, 'Home').queryByText('Default')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Set as default: Home' })).toBeVisible();
  },
};

export const SetDefaultFails: Story = {
  parameters: shop(http.patch('*/api/addresses/:id/set-default', () => HttpResponse.json({ statusCode: 500, msg: 'Something went wrong' }, { status: 500 }))),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set as default: Work' }, slow));
    await expect(await toasts(canvasElement).findByText('Failed to set default address', {}, slow)).toBeVisible();
    await expect(card(canvasElement, 'Home').getByText('Default')).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(await canvas.findByRole('article', { name: 'Work address' }, slow)).getByRole('button', { name: 'Edit Work' }));
    const form = within(page(canvasElement).getByRole('dialog', { name: 'Enter complete address' }));
    const building = form.getByRole('textbox', { name: 'Flat / House no / Building name *' });
    await expect(building).toHaveValue('Biscomaun Bhawan, 5th floor');
    await userEvent.clear(building);
    await userEvent.type(building, 'Biscomaun Bhawan, 7th floor');
    await userEvent.click(form.getByRole('button', { name: 'Update Address' }));
    await expect(await toasts(canvasElement).findByText('Address updated successfully', {}, slow)).toBeVisible();
    await expect(card(canvasElement, 'Work').getByText(/Biscomaun Bhawan, 7th floor/)).toBeVisible();
  },
};

/** "Deliver here" makes the address the delivery location and says whether the shop delivers there. */
export const DeliverHere: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(await canvas.findByRole('article', { name: "Nani's place address" }, slow)).getByRole('button', { name: 'Deliver here' }));
    await expect(await toasts(canvasElement).findByText('Address selected', {}, slow)).toBeVisible();
    const sorry = within(page(canvasElement).getByRole('alertdialog'));
    await expect(sorry.getByText('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.')).toBeVisible();
    await userEvent.click(sorry.getByRole('button', { name: 'OK' }));
    await expect(card(canvasElement, "Nani's place").getByRole('button', { name: 'Selected' })).toBeVisible();

    await userEvent.click(card(canvasElement, 'Home').getByRole('button', { name: 'Deliver here' }));
    const great = within(page(canvasElement).getByRole('alertdialog'));
    await expect(great.getByText('Congratulations! We are delivering in your city (Patna)!')).toBeVisible();
    await userEvent.click(great.getByRole('button', { name: 'Great!' }));
    await expect(card(canvasElement, "Nani's place").getByRole('button', { name: 'Deliver here' })).toBeVisible();
  },
};
