import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LinkComponentProps } from '../../internal/link';
import { CategoryGrid } from './category-grid';
import { CategoryTile } from './category-tile';

const meta = {
  title: 'Shop/CategoryGrid',
  component: CategoryGrid,
  args: { label: 'Shop by category' },
  decorators: [(Story) => <div style={{ width: '360px' }}><Story /></div>],
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Shop by category' });
    await expect(list.querySelectorAll('li')).toHaveLength(20);
    await expect(canvas.getByRole('link', { name: 'Fruits' })).toHaveAttribute('href', '/fruits');
    await expect(canvas.getByRole('link', { name: 'Nuts' })).toHaveAttribute('href', '/nuts');
    // Holds at 360 px: four tiles a row, nothing wider than the phone.
    const tops = [...list.querySelectorAll('li')].slice(0, 5).map((li) => li.getBoundingClientRect().top);
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0]!);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Customer: Story = {
  args: { hrefFor: (category) => `/c/${category}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/c/dairy');
  },
};

/** How apps/web passes its router's Link: a wrapper that takes `href`. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a href={`#${href}`} data-router-link {...rest} />;
}

export const WithLinkComponent: Story = {
  args: { linkComponent: RouterLink, categories: ['fruits', 'vegetables', 'puja-essentials'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Puja Essentials' })).toHaveAttribute('href', '#/puja-essentials');
  },
};

export const Tile: Story = { render: () => <div style={{ width: '6rem' }}><CategoryTile category="condiments" href="/condiments" /></div> };
