import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productNamed, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveStockStory } from '../../shared/testing/fake-stock-watch';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { CategoryScreen } from './category-screen';

const meta = {
  title: 'Screens/Storefront/Category',
  component: CategoryScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dairy' })).toBeVisible();
    await expect(await canvas.findByText('5 products')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Farm Fresh Eggs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Farm Fresh Eggs' }));
    const stepper = await canvas.findByRole('group', { name: 'Quantity of Farm Fresh Eggs' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Remove one Farm Fresh Eggs' }));
    // Back to 0: the line is gone and ADD is back (docs/product.md §4).
    await expect(await canvas.findByRole('button', { name: 'ADD Farm Fresh Eggs' })).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/paan-corner', role: 'customer' })],
  play: async ({ canvas }) => {
    // A banner path reads as a title too.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Paan Corner' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Magahi Paan' })).toBeVisible();
  },
};

// The names of the shown cards, top to bottom.
const shownNames = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('article').map((card: HTMLElement) => within(card).getByRole('heading').textContent);

/** The browser's Back button, which a story's memory router has no toolbar for. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

/** Issue 19 item 14: chips narrow the shelf to a subcategory, a sort orders it; Back undoes each choice. */
export const SubcategoryAndSort: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy' })],
  render: () => (
    <>
      <BackButton />
      <CategoryScreen />
    </>
  ),
  play: async ({ canvas }) => {
    const chips = within(await canvas.findByRole('group', { name: 'Subcategories' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Milk', 'Paneer', 'Eggs']);
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chips.getByRole('button', { name: 'Milk' }));
    await expect(await canvas.findByText('3 products')).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Milk' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownNames(canvas)).toEqual(['Amul Taaza Toned Milk', 'Sudha Full Cream Milk', 'Amul Gold Full Cream Milk']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(shownNames(canvas)).toEqual(['Amul Taaza Toned Milk', 'Amul Gold Full Cream Milk', 'Sudha Full Cream Milk']));
    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance'));
    await expect(shownNames(canvas)).toEqual(['Amul Taaza Toned Milk', 'Sudha Full Cream Milk', 'Amul Gold Full Cream Milk']);
    await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
    await expect(await canvas.findByText('5 products')).toBeVisible();
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A reloaded or shared link keeps the subcategory and the sort: here milk, dearest first. */
export const ChosenFromLink: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/dairy?sub=milk&sort=price-desc', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 products')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Subcategories' })).getByRole('button', { name: 'Milk' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await expect(shownNames(canvas)).toEqual(['Sudha Full Cream Milk', 'Amul Gold Full Cream Milk', 'Amul Taaza Toned Milk']);
  },
};

/** Biggest saving first: the eggs' 20% off leads. */
export const SortedByDiscount: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy?sort=discount' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 products')).toBeVisible();
    await expect(shownNames(canvas)[0]).toBe('Farm Fresh Eggs');
  },
};

/** A link to a subcategory the shelf no longer has shows the whole shelf, "All" chosen. */
export const StaleSubcategory: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy?sub=ghee' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 products')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Subcategories' })).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/:category', url: '/fruits' })],
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await expect(canvas.getByText('Loading products')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/seafood', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products in Seafood yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

export const Failed: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy' })],
  parameters: { msw: { handlers: [...productsErrorHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Issue 18: tiles under the low-stock threshold say how many are left. */
export const LowStockTiles: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/dairy', role: 'customer' })],
  play: async ({ canvas }) => {
    const paneer = within(await canvas.findByRole('article', { name: 'Sudha Fresh Malai Paneer' }, slow));
    await expect(paneer.getByText('Only 3 left')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Farm Fresh Eggs' })).getByText('Only 4 left')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Amul Taaza Toned Milk' })).queryByText(/left/)).toBeNull();
  },
};

/** Issue 18: an out-of-stock tile has no ADD button; a restock pushed on /stock brings it back live. */
export const OutOfStockTile: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/vegetables', role: 'customer' })],
  render: () => (
    <LiveStockStory pushes={[{ productId: productNamed('Desi Tomato')._id, available: 12 }]}>
      <CategoryScreen />
    </LiveStockStory>
  ),
  play: async ({ canvas }) => {
    const tomato = within(await canvas.findByRole('article', { name: 'Desi Tomato' }, slow));
    await expect(tomato.getByText('Out of stock')).toBeVisible();
    await expect(tomato.queryByRole('button', { name: 'ADD Desi Tomato' })).toBeNull();
    await expect(await tomato.findByRole('button', { name: 'ADD Desi Tomato' }, slow)).toBeVisible();
    await expect(tomato.queryByText('Out of stock')).toBeNull();
  },
};
