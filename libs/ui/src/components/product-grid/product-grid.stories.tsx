import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductGrid, type ProductGridProps } from './product-grid';
import { sampleProducts } from '../product-card/product-card.fixtures';

function WithCart(args: ProductGridProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>(args.quantities ?? {});
  return (
    <ProductGrid
      {...args}
      quantities={quantities}
      onQuantityChange={(change) => {
        args.onQuantityChange?.(change);
        setQuantities((q) => ({ ...q, [change.productId]: change.quantity }));
      }}
    />
  );
}

const meta = {
  title: 'Shop/ProductGrid',
  component: ProductGrid,
  args: { products: sampleProducts, loading: false, onQuantityChange: fn() },
  render: (args) => <WithCart {...args} />,
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Farm Fresh Eggs' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith({ productId: 'p-eggs', quantity: 1 });
    await expect(canvas.getByRole('group', { name: 'Quantity of Farm Fresh Eggs' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(30);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading products');
  },
};

export const BusyLine: Story = { args: { quantities: { 'p-milk': 2 }, busyProductIds: new Set(['p-milk']) } };

/** SPEC quality bar: two columns hold at a 360 px phone. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: '360px', padding: '0 var(--jp-space-2)' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('li')];
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
