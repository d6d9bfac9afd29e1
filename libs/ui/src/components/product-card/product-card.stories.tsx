import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductCard, type ProductCardProps } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { sampleProducts } from './product-card.fixtures';

const [milk, bread, eggs, , rice] = sampleProducts;

// Local state stands in for the cart machine, which owns the quantity in the app.
function InCart(args: ProductCardProps) {
  const [quantity, setQuantity] = useState(args.quantity ?? 0);
  return (
    <ProductCard
      {...args}
      quantity={quantity}
      onQuantityChange={(change) => {
        args.onQuantityChange?.(change);
        setQuantity(change.quantity);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: { product: milk!, quantity: 0, busy: false, onQuantityChange: fn() },
  render: (args) => <InCart {...args} />,
  decorators: [(Story) => <div style={{ width: '11rem' }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('22 mins')).toBeVisible();
    await expect(canvas.getByText('₹27.00')).toBeVisible();
    await expect(canvas.getByText('7% OFF')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Amul Taaza Toned Milk' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith({ productId: 'p-milk', quantity: 1 });
    const stepper = canvas.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk' });
    await expect(stepper).toHaveTextContent('−1+');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ productId: 'p-milk', quantity: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Amul Taaza Toned Milk' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Amul Taaza Toned Milk' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ productId: 'p-milk', quantity: 0 });
    await expect(canvas.getByRole('button', { name: 'ADD Amul Taaza Toned Milk' })).toBeVisible();
  },
};

export const InCartQuantity: Story = { args: { quantity: 3 } };

export const Busy: Story = {
  args: { quantity: 2, busy: true },
  play: async ({ args, canvas }) => {
    const plus = canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoDiscount: Story = { args: { product: bread! } };

export const DiscountFromData: Story = { args: { product: eggs! } };

export const DefaultWeight: Story = {
  args: { product: { ...bread!, weight: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 pc')).toBeVisible();
  },
};

export const LongText: Story = { args: { product: rice!, quantity: 12 } };

export const Skeleton: Story = { render: () => <ProductCardSkeleton /> };
