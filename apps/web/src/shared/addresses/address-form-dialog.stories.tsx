import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { homeInPatnaFixture } from '@jhatpat/api-client/testing';
import { withScreen } from '../testing/screen-story';
import { shop, slow } from '../testing/story-shop';
import { AddressFormDialog } from './address-form-dialog';

const meta = {
  title: 'Screens/Addresses/AddressFormDialog',
  component: AddressFormDialog,
  args: { open: true, onClose: fn(), onSaved: fn() },
  decorators: [withScreen({ path: '/', role: 'customer' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// A shop of its own per story (handlers keep state), with this story's answers first.

// The dialog and the toasts render beside the story's root, so look in the whole page.
// Answers come through the mock service worker: on a busy machine they may take longer than a second.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => within(page(canvasElement).getByRole('region', { name: 'Notifications' }));

async function fillRequired(canvasElement: HTMLElement) {
  const form = page(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), 'Flat 7C, Ganga Residency');
  await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'Kankarbagh, Patna');
  await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha Kumari');
}

export const Add: Story = {
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const form = page(canvasElement);
    await expect(form.getByRole('dialog', { name: 'Enter complete address' })).toBeVisible();
    await fillRequired(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(await toasts(canvasElement).findByText('Address added successfully', {}, slow)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledWith({ address: expect.objectContaining({ building: 'Flat 7C, Ganga Residency', addressType: 'Home' }) });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { address: homeInPatnaFixture },
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const form = page(canvasElement);
    const landmark = form.getByRole('textbox', { name: 'Nearby landmark (optional)' });
    await expect(landmark).toHaveValue('Opposite the petrol pump');
    await userEvent.clear(landmark);
    await userEvent.type(landmark, 'Behind the post office');
    await userEvent.click(form.getByRole('button', { name: 'Update Address' }));
    await expect(await toasts(canvasElement).findByText('Address updated successfully', {}, slow)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledWith({ address: expect.objectContaining({ _id: homeInPatnaFixture._id, landmark: 'Behind the post office' }) });
  },
};

/** Issue 19 item 11: each failed check is shown once, under its field; nothing is toasted over the form. */
export const InvalidFields: Story = {
  parameters: shop(),
  play: async ({ args, canvasElement }) => {
    const form = page(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(form.getByRole('textbox', { name: 'Flat / House no / Building name *' })).toHaveAccessibleDescription('Please fill all required fields');
    await expect(form.getAllByText('Please fill all required fields')).toHaveLength(1);

    await userEvent.click(form.getByRole('radio', { name: 'Other' }));
    await fillRequired(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(form.getByRole('textbox', { name: 'Custom name *' })).toHaveAccessibleDescription('Please provide a custom name for "Other" address type');

    await userEvent.type(form.getByRole('textbox', { name: 'Custom name *' }), "Nani's place");
    await userEvent.type(form.getByRole('textbox', { name: 'Your phone number (optional)' }), '98765');
    await expect(form.getByText('Please enter a valid 10-digit number')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(form.getByRole('textbox', { name: 'Your phone number (optional)' })).toHaveAccessibleDescription(/^Please enter a valid 10-digit phone number/);
    await expect(toasts(canvasElement).queryByText(/Please/)).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server's msg is shown as it is, and the form stays open to correct. */
export const ServerRefuses: Story = {
  parameters: shop(http.post('*/api/addresses', () => HttpResponse.json({ statusCode: 409, msg: 'You can save at most 20 addresses' }, { status: 409 }))),
  play: async ({ args, canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save Address' }));
    await expect(await toasts(canvasElement).findByText('You can save at most 20 addresses', {}, slow)).toBeVisible();
    await expect(page(canvasElement).getByRole('dialog', { name: 'Enter complete address' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No answer from the server at all: "Error saving address". */
export const ServerUnreachable: Story = {
  parameters: shop(http.post('*/api/addresses', () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save Address' }));
    await expect(await toasts(canvasElement).findByText('Error saving address', {}, slow)).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: shop(
    http.post('*/api/addresses', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ),
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(page(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled(), slow);
  },
};
