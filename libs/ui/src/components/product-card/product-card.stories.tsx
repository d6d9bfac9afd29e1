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
    await expect(canvas.getByText('8 mins')).toBeVisible();
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

/** The element a pointer at the middle of `element` would hit: what is really on top there. */
const hitAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
};

/**
 * Issue 19 item 13: with `href` the card is a real link to the product (one Tab stop, then ADD; the picture
 * opens it too, in a new tab if asked), and ADD stays a button of its own above it.
 */
export const LinksToProduct: Story = {
  args: { href: '/product/p-milk' },
  play: async ({ args, canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Amul Taaza Toned Milk' });
    await expect(link).toHaveAttribute('href', '/product/p-milk');
    const add = canvas.getByRole('button', { name: 'ADD Amul Taaza Toned Milk' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(add).toHaveFocus();
    // The picture is covered by the link; ADD is on top of it, so a tap on ADD adds and opens nothing.
    await expect(hitAt(canvasElement.querySelector('img')!)).toBe(link);
    await expect(hitAt(add)).toBe(add);
    await userEvent.click(add);
    await expect(args.onQuantityChange).toHaveBeenCalledWith({ productId: 'p-milk', quantity: 1 });
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

/** Issue 18: no ADD button, the note takes its place. */
export const OutOfStock: Story = {
  args: { product: { ...bread!, available: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /ADD/ })).toBeNull();
  },
};

/** Under the low-stock threshold the tile says how many are left. */
export const LowStock: Story = {
  args: { product: { ...milk!, available: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ADD Amul Taaza Toned Milk' })).toBeVisible();
  },
};

/** "+" stops at what is available and says why; "−" still works. */
export const StepperAtLimit: Story = {
  args: { product: { ...milk!, available: 2 }, quantity: 2 },
  play: async ({ args, canvas }) => {
    const plus = canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveAccessibleDescription('Only 2 left');
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Amul Taaza Toned Milk' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ productId: 'p-milk', quantity: 1 });
    await expect(canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' })).not.toHaveAttribute('aria-disabled');
    // Back up to the limit, where the picture is taken.
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' }));
    await expect(canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sold out while in the cart: the stepper stays, to take it out, and "+" is stopped. */
export const SoldOutInCart: Story = {
  args: { product: { ...milk!, available: 0 }, quantity: 1 },
  play: async ({ canvas }) => {
    // The note, not the hidden reason the stopped "+" points at.
    await expect(canvas.getByText('Out of stock', { selector: '[data-level]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' })).toHaveAccessibleDescription('Out of stock');
  },
};

export const Skeleton: Story = { render: () => <ProductCardSkeleton /> };
