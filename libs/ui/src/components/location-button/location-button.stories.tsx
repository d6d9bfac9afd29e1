import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LocationButton } from './location-button';

const meta = {
  title: 'Shop/LocationButton',
  component: LocationButton,
  args: { onClick: fn() },
} satisfies Meta<typeof LocationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocation: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Select Location/ });
    await expect(button).toHaveTextContent('Delivery in 8 minutes');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  args: { location: 'Boring Road, Sri Krishna Puri, Patna, Bihar, 800001, India' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Boring Road, Sri Krishna Puri');
    await expect(canvas.getByRole('button')).not.toHaveTextContent('Bihar');
  },
};
