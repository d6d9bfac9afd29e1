import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './address-card';
import type { SavedAddress } from './saved-address';

const home: SavedAddress = {
  _id: 'a1', addressType: 'Home', building: 'Flat 4B, Shanti Apartments', floor: '4th floor', locality: 'Boring Road, Patna',
  landmark: 'Near Pani Tanki', contactName: 'Asha Kumari', contactPhone: '9876543210', isDefault: true,
};

const meta = {
  title: 'Shop/AddressCard',
  component: AddressCard,
  args: { address: home, onEdit: fn(), onDelete: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '360px' }}><Story /></div>],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Home address' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Home' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ address: home });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Home' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ address: home });
  },
};

export const NotDefault: Story = {
  args: { address: { ...home, _id: 'a2', addressType: 'Other', customName: "Mum's place", isDefault: false, contactPhone: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Mum's place" })).toBeVisible();
    await expect(canvas.queryByText('Default')).toBeNull();
  },
};

/** The address book's card: "Set as default" among its own actions, shown only for an address that is not the default. */
export const SettableAsDefault: Story = {
  args: { address: { ...home, _id: 'a3', addressType: 'Work', isDefault: false }, onSetDefault: fn() },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Work address' });
    await userEvent.click(within(card).getByRole('button', { name: 'Set as default: Work' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith({ address: args.address });
  },
};

export const Selectable: Story = { args: { onSelect: fn() } };
export const Selected: Story = { args: { onSelect: fn(), selected: true } };
