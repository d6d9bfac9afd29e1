import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View cart' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel order' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--jp-space-3)', alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [name, size] of [['Small', 'sm'], ['Medium', 'md'], ['Large', 'lg']] as const) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('data-size', size);
    }
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Placing order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Stays focusable so a keyboard user does not lose their place while the order is placed.
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Out of stock' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Out of stock' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Deliver to Boring Road, Patna: add 12 more items for free delivery', fullWidth: true },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}><Story /></div>],
};
