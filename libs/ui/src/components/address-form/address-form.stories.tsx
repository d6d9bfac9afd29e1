import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm } from './address-form';

const meta = {
  title: 'Shop/AddressForm',
  component: AddressForm,
  args: { open: true, onClose: fn(), onSubmit: fn(), onInvalid: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const form = body(canvasElement);
    await expect(form.getByRole('dialog', { name: 'Enter complete address' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    // Issue 19 item 11: once, under the first empty required field.
    await expect(form.getByRole('textbox', { name: 'Flat / House no / Building name *' })).toHaveAccessibleDescription('Please fill all required fields');
    await expect(form.getAllByText('Please fill all required fields')).toHaveLength(1);
    await expect(args.onInvalid).toHaveBeenCalledWith({ message: 'Please fill all required fields' });
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), ' Flat 4B ');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'Boring Road, Patna');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ addressType: 'Home', building: 'Flat 4B', locality: 'Boring Road, Patna', contactName: 'Asha' });
  },
};

export const OtherType: Story = {
  play: async ({ args, canvasElement }) => {
    const form = body(canvasElement);
    await expect(form.queryByRole('textbox', { name: 'Custom name *' })).toBeNull();
    await userEvent.click(form.getByRole('radio', { name: 'Other' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), '12');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'Kankarbagh, Patna');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    await expect(form.getByRole('textbox', { name: 'Custom name *' })).toHaveAccessibleDescription('Please provide a custom name for "Other" address type');
    await userEvent.type(form.getByRole('textbox', { name: 'Custom name *' }), "Mum's place");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPhone: Story = {
  args: { address: { addressType: 'Work', building: 'Tower B', locality: 'Fraser Road, Patna', contactName: 'Ravi' } },
  play: async ({ args, canvasElement }) => {
    const form = body(canvasElement);
    const phone = form.getByRole('textbox', { name: 'Your phone number (optional)' });
    await userEvent.type(phone, '98765432109999');
    await expect(phone).toHaveValue('9876543210');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765');
    await expect(form.getByText('Please enter a valid 10-digit number')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Update Address' }));
    await expect(phone).toHaveAccessibleDescription(/^Please enter a valid 10-digit phone number/);
    await expect(form.queryByText('Please enter a valid 10-digit number')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { address: { addressType: 'Home', building: 'Flat 4B', floor: '4th', locality: 'Boring Road, Patna', landmark: 'Pani Tanki', contactName: 'Asha', contactPhone: '9876543210' } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Update Address' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Updating: Story = {
  args: { submitting: true, address: Edit.args!.address },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

/** Issue 19 item 5: outside Patna, refused under the locality, before anything is saved. */
export const OutsidePatna: Story = {
  play: async ({ args, canvasElement }) => {
    const form = body(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Flat / House no / Building name *' }), 'B-12');
    await userEvent.type(form.getByRole('textbox', { name: 'Area / Sector / Locality *' }), 'Sector 18, Noida');
    await userEvent.type(form.getByRole('textbox', { name: 'Your name *' }), 'Asha');
    await userEvent.click(form.getByRole('button', { name: 'Save Address' }));
    const locality = form.getByRole('textbox', { name: 'Area / Sector / Locality *' });
    await expect(locality).toHaveAccessibleDescription(/^We deliver only in Patna at this time/);
    await expect(locality).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
