import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryCityDialog } from './delivery-city-dialog';

const meta = {
  title: 'Shop/DeliveryCityDialog',
  component: DeliveryCityDialog,
  args: { open: true, serviceable: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeliveryCityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivering: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Congratulations! We are delivering in your city (Patna)!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Great!' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NotDelivering: Story = {
  args: { serviceable: false },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
