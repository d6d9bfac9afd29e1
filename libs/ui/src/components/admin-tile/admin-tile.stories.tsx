import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminTile } from './admin-tile';

const meta = {
  title: 'Admin/AdminTile',
  component: AdminTile,
  args: { title: 'Product Management', description: 'Add new products to the store', href: '/admin/add-product' },
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}><Story /></div>],
} satisfies Meta<typeof AdminTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Product Management/ })).toHaveAttribute('href', '/admin/add-product');
  },
};

const tiles = [
  ['Product Management', '/admin/add-product'],
  ['User Management', '/admin/user-management'],
  ['Order Management', '/admin/order-management'],
  ['Invoice & Transaction', '/admin/transaction-management'],
  ['Delivery Management', '/admin/delivery-management'],
  ['Notification Banner', '/admin/notification'],
] as const;

export const Dashboard: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '960px' }}><Story /></div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }}>
      {tiles.map(([title, href]) => (
        <AdminTile key={href} title={title} description={`Open ${title.toLowerCase()}`} href={href} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
