import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  addressesEmptyHandlers,
  addressesErrorHandlers,
  addressesLoadingHandlers,
  cartEmptyHandlers,
  cartErrorHandlers,
  } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { CheckoutFlowStory } from './checkout-story-harness';

const meta = {
  title: 'Screens/Checkout/Checkout',
  component: CheckoutFlowStory,
  decorators: [withScreen({ path: '/*', url: '/checkout', role: 'customer', location: 'Boring Road, Patna' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutFlowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// A shop of its own per story (handlers keep state), with this story's answers first.
// Dialogs and toasts render beside the story's root.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => within(page(canvasElement).getByRole('region', { name: 'Notifications' }));
// Answers arrive through the mock service worker: give them longer than the default second on a busy machine.

export const Loading: Story = {
  parameters: shop(...addressesLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Select Delivery Address' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your addresses' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** docs/product.md §8: "Failed to load address", with a way to try again. */
export const AddressesFailed: Story = {
  parameters: shop(...addressesErrorHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, slow);
    await expect(within(alert).getByRole('heading', { name: 'Failed to load address' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** docs/product.md §8: "Failed to load cart items". */
export const CartFailed: Story = {
  parameters: shop(...cartErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed to load cart items' }, slow)).toBeVisible();
  },
};

/** Nothing to deliver: a pointer back to the cart. */
export const EmptyCart: Story = {
  parameters: shop(...cartEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Cart' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /cart');
  },
};

export const NoSavedAddresses: Story = {
  parameters: shop(...addressesEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No saved addresses found' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Add New Address' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Select an Address' })).toBeDisabled();
  },
};

/** docs/product.md §2/§5: "Select an Address" and disabled until one is chosen; then on to /payment. */
export const ChooseAndProceed: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const home = await canvas.findByRole('article', { name: 'Home address' }, slow);
    await expect(within(home).getByText('Default')).toBeVisible();
    await expect(within(home).getByRole('button', { name: 'Edit Home' })).toBeVisible();
    await expect(within(home).getByRole('button', { name: 'Delete Home' })).toBeVisible();
    // Issue 19 item 11: the default address is chosen already; another may be picked.
    await expect(within(home).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    await expect(canvas.queryByText('Please select an address')).not.toBeInTheDocument();

    const work = canvas.getByRole('article', { name: 'Work address' });
    await userEvent.click(within(work).getByRole('button', { name: 'Deliver here' }));
    await expect(within(work).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('Please select an address')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Complete Your Purchase' }, slow)).toBeVisible();
    await expect(canvas.getByText(/Biscomaun Bhawan/)).toBeVisible();
  },
};

/** "+ Add New Address" opens the shared form; the saved address joins the list already chosen. */
export const AddNewAddress: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ Add New Address' }, slow));
    const form = within(page(canvasElement).getByRole('dialog', { name: 'Enter complete address' }));
    await userEvent.click(form.getByRole('radio', { name: 'Hotel' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), 'Room 204, Hotel Maurya');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'South Gandhi Maidan, Patna');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha Kumari');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(await toasts(canvasElement).findByText('Address added successfully', undefined, slow)).toBeVisible();
    // The flow reloads its addresses and chooses the new one.
    await waitFor(() => expect(within(canvas.getByRole('article', { name: 'Hotel address' })).getByRole('button', { name: 'Selected' })).toBeVisible(), slow);
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  },
};

/** docs/product.md §5: deleting the default address while others exist asks first. */
export const DeleteDefaultAddress: Story = {
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    const home = await canvas.findByRole('article', { name: 'Home address' }, slow);
    await userEvent.click(within(home).getByRole('button', { name: 'Delete Home' }));
    const confirm = within(page(canvasElement).getByRole('alertdialog', { name: 'Delete address' }));
    await expect(confirm.getByText('This is your default address. Are you sure you want to delete it?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await toasts(canvasElement).findByText('Address deleted', undefined, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Home address' })).not.toBeInTheDocument(), slow);
    await expect(await canvas.findByRole('article', { name: 'Work address' }, slow)).toBeVisible();
  },
};
