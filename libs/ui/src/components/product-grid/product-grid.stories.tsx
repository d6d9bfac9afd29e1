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

// A home shelf's eight cards: the samples, then three more like the first three.
const moreNames = ['Sudha Toned Milk', 'Britannia Brown Bread', 'Country Eggs'];
const shelfOfEight = [...sampleProducts, ...sampleProducts.slice(0, 3).map((product, i) => ({ ...product, id: `${product.id}-more`, name: moreNames[i]! }))];

/**
 * Issue 19 item 12: at a 1280 px desktop (78 rem of content) the grid has 7 columns; a home shelf's 8th
 * card sat alone on a second row. With wholeRows the shelf is one whole row.
 */
export const DesktopWholeRows: Story = {
  args: { products: shelfOfEight, wholeRows: true },
  parameters: { visualViewport: { width: 1280, height: 640 } },
  decorators: [(Story) => <div style={{ width: '78rem' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('li')].filter((item) => item.checkVisibility());
    await expect(shown).toHaveLength(7);
    const rowTops = new Set(shown.map((item) => item.getBoundingClientRect().top));
    await expect(rowTops.size).toBe(1);
  },
};

/** With fewer cards than one row, none is left out. */
export const WholeRowsShort: Story = {
  args: { products: sampleProducts, wholeRows: true },
  decorators: [(Story) => <div style={{ width: '78rem' }}><Story /></div>],
  parameters: { visualViewport: { width: 1280, height: 640 } },
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('li')].filter((item) => item.checkVisibility())).toHaveLength(5);
  },
};

/** Two columns on a phone: all eight cards, four whole rows. */
export const PhoneWholeRows: Story = {
  args: { products: shelfOfEight, wholeRows: true },
  decorators: [(Story) => <div style={{ width: '360px', padding: '0 var(--jp-space-2)' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('li')].filter((item) => item.checkVisibility())).toHaveLength(8);
  },
};
